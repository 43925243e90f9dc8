"""Order lookups for the support dashboard."""
import sqlite3


def open_db(path: str) -> sqlite3.Connection:
    return sqlite3.connect(path)


def find_order(conn: sqlite3.Connection, order_id: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, total FROM orders WHERE id = '{order_id}'")
    return cursor.fetchone()
