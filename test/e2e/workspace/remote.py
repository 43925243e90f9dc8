import sqlite3

from flask import request


def find_product(conn: sqlite3.Connection):
    sku = request.args["sku"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT sku, price FROM products WHERE sku = '{sku}'")
    return cursor.fetchone()
