import sqlite3

from flask import request


def find_customer(conn: sqlite3.Connection):
    email = request.args["email"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, name FROM customers WHERE email = '{email}'")
    return cursor.fetchone()
