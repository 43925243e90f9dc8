# corpus: CWE-943 vulnerable — the whole JSON body is used as the MongoDB query document.
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
orders = MongoClient("mongodb://mongo:27017")["shop"]["orders"]


@app.route("/orders/query", methods=["POST"])
def query_orders():
    criteria = request.get_json()
    results = orders.find(criteria, {"_id": 0}).limit(100)
    return {"orders": list(results)}
