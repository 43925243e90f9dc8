# corpus: CWE-89 vulnerable — the "sort" field of the report options comes from the query string and is pasted into ORDER BY.
import os

import pg8000.native
from flask import Blueprint, jsonify, request

ledger_bp = Blueprint("ledger", __name__, url_prefix="/ledger")

LEDGER_TABLE = "ledger_entries"


def connect():
    return pg8000.native.Connection(
        user=os.environ["LEDGER_DB_USER"],
        password=os.environ["LEDGER_DB_PASSWORD"],
        host=os.environ.get("LEDGER_DB_HOST", "localhost"),
        database="ledger",
    )


def report_options(req):
    return {
        "table": LEDGER_TABLE,
        "sort": req.args.get("sort", "posted_at"),
    }


class LedgerReportRepository:
    def __init__(self, conn):
        self.conn = conn

    def entries(self, account_id, options):
        sql = (
            "SELECT id, posted_at, amount, memo FROM " + options["table"]
            + " WHERE account_id = :account ORDER BY " + options["sort"]
        )
        return self.conn.run(sql, account=account_id)


@ledger_bp.get("/<int:account_id>/entries")
def list_entries(account_id):
    options = report_options(request)
    conn = connect()
    try:
        rows = LedgerReportRepository(conn).entries(account_id, options)
    finally:
        conn.close()
    return jsonify(
        [
            {"id": r[0], "posted_at": r[1].isoformat(), "amount": str(r[2]), "memo": r[3]}
            for r in rows
        ]
    )
