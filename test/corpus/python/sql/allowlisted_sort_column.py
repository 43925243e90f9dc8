# corpus: CWE-89 safe — the sort column is rejected unless it is one of a fixed set of column names.
import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
SORTABLE = {"name", "created_at", "price"}


@app.route("/items")
def list_items():
    sort = request.args.get("sort", "name")
    if sort not in SORTABLE:
        abort(400)
    conn = sqlite3.connect("inventory.db")
    rows = conn.execute(f"SELECT id, name, price FROM items ORDER BY {sort}").fetchall()
    conn.close()
    return jsonify(rows)
