import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


def report_options(req):
    return {"table": "ledger", "sort": req.args.get("sort", "posted_at"), "memo": req.args.get("memo", "")}


def sort_column(r):
    return r.args.get("sort", "id")


@app.get("/entries")
def entries():
    options = report_options(request)
    db = sqlite3.connect("ledger.db")
    # ruleid: python.security.sql-injection
    rows = db.execute("SELECT * FROM " + options["table"] + " ORDER BY " + options["sort"]).fetchall()
    # ok: python.security.sql-injection
    memo = db.execute("SELECT * FROM " + options["table"] + " WHERE memo LIKE ?", ("%" + options["memo"] + "%",)).fetchall()
    return jsonify(rows + memo)


@app.get("/accounts")
def accounts():
    db = sqlite3.connect("ledger.db")
    # ruleid: python.security.sql-injection
    return jsonify(db.execute("SELECT * FROM accounts ORDER BY " + sort_column(request)).fetchall())
