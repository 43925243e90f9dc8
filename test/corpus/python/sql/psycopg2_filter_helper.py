# corpus: CWE-89 vulnerable — form values pass through a helper that concatenates them into the WHERE clause.
import psycopg2
from flask import Flask, jsonify, request

app = Flask(__name__)


def build_filter(column, value):
    return "WHERE " + column + " = '" + value + "'"


@app.route("/customers/filter", methods=["POST"])
def filter_customers():
    city = request.form["city"]
    clause = build_filter("city", city)
    with psycopg2.connect("dbname=crm user=crm_app") as conn:
        with conn.cursor() as cur:
            cur.execute("SELECT id, email FROM customers " + clause)
            rows = cur.fetchall()
    return jsonify(rows)
