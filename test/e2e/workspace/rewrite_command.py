import sqlite3


def delete_session(conn: sqlite3.Connection, token: str):
    cursor = conn.cursor()
    cursor.execute(f"DELETE FROM sessions WHERE token = '{token}'")
    conn.commit()
