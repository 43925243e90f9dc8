import hashlib
import sqlite3

from flask import request


def etag(body: bytes) -> str:
    return hashlib.md5(body).hexdigest()


def find_coupon(conn: sqlite3.Connection):
    code = request.args["code"]
    cursor = conn.cursor()
    cursor.execute(f"SELECT code, percent FROM coupons WHERE code = '{code}'")
    return cursor.fetchone()
