# corpus: CWE-943 vulnerable — JSON fields can be objects such as {"$ne": ""} and go straight into the login query.
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
users = MongoClient("mongodb://mongo:27017")["portal"]["api_keys"]


@app.route("/api/key-login", methods=["POST"])
def key_login():
    body = request.get_json()
    account, api_key = body["account"], body["api_key"]
    match = users.find_one({"account": account, "api_key": api_key})
    if match is None:
        return {"ok": False}, 401
    return {"ok": True, "account": match["account"]}
