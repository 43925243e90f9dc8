import sqlite3


def find_product(conn: sqlite3.Connection, sku: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT sku, price FROM products WHERE sku = '{sku}'")
    return cursor.fetchone()
