import sqlite3

from flask import request


def find_order(conn: sqlite3.Connection):
    order_id = request.args["id"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, total FROM orders WHERE id = '{order_id}'")
    return cursor.fetchone()
