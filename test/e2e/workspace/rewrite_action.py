import sqlite3

from flask import request


def invoices_for(conn: sqlite3.Connection):
    customer_id = request.args["customer"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT number, amount FROM invoices WHERE customer_id = '{customer_id}'")
    return cursor.fetchall()
