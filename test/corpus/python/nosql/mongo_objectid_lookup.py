# corpus: CWE-943 safe — the route parameter is parsed into a bson ObjectId before the lookup.
from bson import ObjectId
from bson.errors import InvalidId
from flask import Flask, abort
from pymongo import MongoClient

app = Flask(__name__)
orders = MongoClient("mongodb://mongo:27017")["shop"]["orders"]


@app.route("/orders/<order_id>")
def get_order(order_id):
    try:
        oid = ObjectId(order_id)
    except InvalidId:
        abort(404)
    doc = orders.find_one({"_id": oid}, {"_id": 0})
    return doc or {}
