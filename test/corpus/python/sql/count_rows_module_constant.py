# corpus: CWE-89 safe — the f-string only interpolates a module-level constant table name; the page number is bound.
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)
TABLE = "audit_events"
PAGE_SIZE = 50


@app.route("/audit")
def audit_page():
    page = request.args.get("page", "1")
    conn = sqlite3.connect("audit.db")
    total = conn.execute(f"SELECT COUNT(*) FROM {TABLE}").fetchone()[0]
    rows = conn.execute(
        f"SELECT id, actor, action FROM {TABLE} ORDER BY id DESC LIMIT ? OFFSET ?",
        (PAGE_SIZE, (int(page) - 1) * PAGE_SIZE),
    ).fetchall()
    conn.close()
    return jsonify({"total": total, "rows": rows})
