import hashlib
import sqlite3

from flask import request


def checksum(payload: bytes) -> str:
    return hashlib.md5(payload).hexdigest()


def find_gift_card(conn: sqlite3.Connection):
    code = request.args["code"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT code, balance FROM gift_cards WHERE code = '{code}'")
    return cursor.fetchone()
