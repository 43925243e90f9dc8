# corpus: CWE-89 safe — the route parameter is parsed with uuid.UUID, so only a canonical UUID reaches the query.
import sqlite3
import uuid

from flask import Flask, abort, jsonify

app = Flask(__name__)


@app.route("/shipments/<shipment_id>")
def shipment(shipment_id):
    try:
        sid = uuid.UUID(shipment_id)
    except ValueError:
        abort(404)
    conn = sqlite3.connect("logistics.db")
    row = conn.execute(f"SELECT carrier, status FROM shipments WHERE id = '{sid}'").fetchone()
    conn.close()
    return jsonify({"carrier": row[0], "status": row[1]} if row else {})
