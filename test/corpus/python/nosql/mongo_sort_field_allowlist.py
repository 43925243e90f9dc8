# corpus: CWE-943 safe — the sort field must be one of a fixed set; the query document is constant.
from flask import Flask, abort, request
from pymongo import MongoClient

app = Flask(__name__)
products = MongoClient("mongodb://mongo:27017")["shop"]["products"]
SORT_FIELDS = {"price", "name", "rating"}


@app.route("/products")
def list_products():
    field = request.args.get("sort", "name")
    if field not in SORT_FIELDS:
        abort(400)
    cursor = products.find({"active": True}, {"_id": 0}).sort(field, 1).limit(50)
    return {"products": list(cursor)}
