# corpus: CWE-89 vulnerable — only the direction parameter is checked against an allow-list; the sort column from the query string reaches ORDER BY through ProductQuery unchecked.
import sqlite3

from flask import Flask, abort, g, jsonify, request
from flask.views import MethodView

app = Flask(__name__)
DATABASE = "/srv/inventory/inventory.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DATABASE)
        g.db.row_factory = sqlite3.Row
    return g.db


class ProductQuery:
    def __init__(self, sort, direction):
        self.sort = sort
        self.direction = direction

    def order_clause(self):
        return f"ORDER BY {self.sort} {self.direction}"

    def run(self, db, warehouse_id):
        sql = f"SELECT sku, name, stock FROM products WHERE warehouse_id = ? {self.order_clause()}"
        return db.execute(sql, (warehouse_id,)).fetchall()


class ProductListAPI(MethodView):
    def get(self, warehouse_id):
        direction = request.args.get("dir", "asc").upper()
        if direction not in ("ASC", "DESC"):
            abort(400, description="dir must be asc or desc")
        sort = request.args.get("sort", "name")
        query = ProductQuery(sort, direction)
        rows = query.run(get_db(), warehouse_id)
        return jsonify([dict(r) for r in rows])


app.add_url_rule(
    "/warehouses/<int:warehouse_id>/products",
    view_func=ProductListAPI.as_view("warehouse_products"),
)


@app.teardown_appcontext
def close_db(exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()
