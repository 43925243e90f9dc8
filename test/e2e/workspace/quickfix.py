import sqlite3


def find_customer(conn: sqlite3.Connection, email: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, name FROM customers WHERE email = '{email}'")
    return cursor.fetchone()
