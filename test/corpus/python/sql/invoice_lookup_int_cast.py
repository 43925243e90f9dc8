# corpus: CWE-89 safe — the invoice id is converted with int() before it is formatted into the query.
import sqlite3

from flask import Flask, abort, jsonify, request

app = Flask(__name__)


@app.route("/invoice")
def get_invoice():
    try:
        invoice_id = int(request.args["id"])
    except (KeyError, ValueError):
        abort(400)
    conn = sqlite3.connect("billing.db")
    row = conn.execute(f"SELECT id, amount, due_date FROM invoices WHERE id = {invoice_id}").fetchone()
    conn.close()
    if row is None:
        abort(404)
    return jsonify({"id": row[0], "amount": row[1], "due": row[2]})
