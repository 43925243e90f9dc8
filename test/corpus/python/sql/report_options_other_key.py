# corpus: CWE-89 safe — the query uses the dict key holding a constant, not the key holding request data.
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/reports/summary")
def summary():
    opts = {"label": request.args.get("label", "Summary"), "table": "daily_totals"}
    conn = sqlite3.connect("reports.db")
    rows = conn.execute(f"SELECT day, total FROM {opts['table']} ORDER BY day").fetchall()
    conn.close()
    return jsonify({"title": opts["label"], "rows": rows})
