# corpus: CWE-89 safe — the request value is replaced by a constant before the query is built.
import pymysql
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/tickets/open")
def open_tickets():
    status = request.args.get("status", "open")
    # this endpoint only ever lists open tickets
    status = "open"
    conn = pymysql.connect(read_default_file="/etc/helpdesk/my.cnf", database="helpdesk")
    with conn.cursor() as cur:
        cur.execute("SELECT id, subject FROM tickets WHERE status = '" + status + "'")
        rows = cur.fetchall()
    conn.close()
    return jsonify(rows)
