import sqlite3

from flask import request

REPORTS_PASSWORD = "Tr0ub4dor&3xyz"


def refunds_for(conn: sqlite3.Connection):
    order_id = request.args["order"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, amount FROM refunds WHERE order_id = '{order_id}'")
    return cursor.fetchall()
