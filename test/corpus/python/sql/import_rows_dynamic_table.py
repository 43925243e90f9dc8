# corpus: CWE-89 vulnerable — the target table name from the JSON body reaches executemany through tuple unpacking.
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/admin/import", methods=["POST"])
def import_rows():
    body = request.get_json()
    table, rows = body["table"], body["rows"]
    conn = sqlite3.connect("warehouse.db")
    conn.executemany(
        f"INSERT INTO {table} (sku, quantity) VALUES (?, ?)",
        [(r["sku"], r["quantity"]) for r in rows],
    )
    conn.commit()
    conn.close()
    return {"imported": len(rows)}
