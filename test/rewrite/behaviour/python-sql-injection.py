# behaviour: values spliced into '…' literals become bound parameters: the same rows for ordinary names and numbers
# safe-fixes: python.security.sql-injection
# inputs: text (every query gets the value)
import sqlite3
import sys


def setup() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE users (id INTEGER, name TEXT, city)")
    conn.executemany("INSERT INTO users VALUES (?, ?, ?)", [(1, "alice", "Paris"), (2, "bob", "Oslo"), (3, "carol", "Paris"), (42, "dave", "42")])
    return conn


def find_user(conn: sqlite3.Connection, name):
    cursor = conn.cursor()
    cursor.execute(f"SELECT id, name FROM users WHERE name = '{name}'")
    return cursor.fetchall()


def in_city(conn: sqlite3.Connection, city):
    cursor = conn.cursor()
    query = "SELECT name FROM users WHERE city = '%s' ORDER BY name" % city
    cursor.execute(query)
    return cursor.fetchall()


def by_id(conn: sqlite3.Connection, user_id):
    cursor = conn.cursor()
    cursor.execute("SELECT name FROM users WHERE id = '{}'".format(user_id))
    return cursor.fetchall()


if __name__ == "__main__":
    connection = setup()
    names = sys.argv[1:] or ["alice", "bob", "nobody"]
    for name in names:
        print(name, find_user(connection, name))
    for city in sys.argv[1:] or ["Paris", "Oslo", 42]:
        print(city, in_city(connection, city))
    for user_id in sys.argv[1:] or [1, "2", 42, 7]:
        print(user_id, by_id(connection, user_id))
