# corpus: CWE-89 vulnerable — order ids from the query string are appended with += into an IN (...) list.
import pymysql
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/orders/bulk")
def bulk_orders():
    ids = request.args.getlist("id")
    in_list = ""
    for order_id in ids:
        if in_list:
            in_list += ","
        in_list += "'" + order_id + "'"
    conn = pymysql.connect(read_default_file="/etc/orders/my.cnf", database="orders")
    with conn.cursor() as cur:
        cur.execute("SELECT id, status FROM orders WHERE id IN (" + in_list + ")")
        result = cur.fetchall()
    conn.close()
    return jsonify(result)
