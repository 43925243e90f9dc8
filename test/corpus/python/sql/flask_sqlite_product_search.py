# corpus: CWE-89 vulnerable — search term from the query string is interpolated into the SQL text with an f-string.
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/shop/catalog.db"


@app.route("/products/search")
def search_products():
    term = request.args.get("q", "")
    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    cur.execute(f"SELECT id, name, price FROM products WHERE name LIKE '%{term}%'")
    rows = cur.fetchall()
    conn.close()
    return jsonify([{"id": r[0], "name": r[1], "price": r[2]} for r in rows])
