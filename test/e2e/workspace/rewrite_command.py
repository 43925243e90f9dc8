import sqlite3

from flask import request


def delete_session(conn: sqlite3.Connection):
    token = request.args["token"]
    cursor = conn.cursor()
    cursor.execute(f"DELETE FROM sessions WHERE token = '{token}'")
    conn.commit()
