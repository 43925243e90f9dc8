import sqlite3


def invoices_for(conn: sqlite3.Connection, customer_id: str):
    cursor = conn.cursor()
    cursor.execute(f"SELECT number, amount FROM invoices WHERE customer_id = '{customer_id}'")
    return cursor.fetchall()
