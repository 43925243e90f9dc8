# corpus: CWE-89 safe — the helper ignores its argument and always returns a fixed table name.
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def table_for(kind):
    # every kind is stored in the same archive table since the 2023 migration
    return "archived_orders"


@app.route("/archive")
def archive():
    table = table_for(request.args.get("kind", "orders"))
    conn = sqlite3.connect("archive.db")
    rows = conn.execute("SELECT id, closed_at FROM " + table + " LIMIT 100").fetchall()
    conn.close()
    return jsonify(rows)
