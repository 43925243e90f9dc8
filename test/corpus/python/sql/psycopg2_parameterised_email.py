# corpus: CWE-89 safe — the email is passed as a bound parameter to psycopg2, not placed in the SQL text.
import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/users/by-email")
def user_by_email():
    email = request.args.get("email", "").strip().lower()
    conn = psycopg2.connect("dbname=accounts user=accounts_ro")
    try:
        with conn.cursor() as cur:
            cur.execute("SELECT id, display_name FROM users WHERE email = %s", (email,))
            row = cur.fetchone()
    finally:
        conn.close()
    return jsonify({"user": row})
