# rejected: "1,2,3" spliced bare into IN (…) is three values; bound as one parameter it is one string
# keeps: f"SELECT name FROM orders WHERE id IN ({ids})"
import sqlite3


def names(conn: sqlite3.Connection, ids):
    return conn.execute(f"SELECT name FROM orders WHERE id IN ({ids})").fetchall()
