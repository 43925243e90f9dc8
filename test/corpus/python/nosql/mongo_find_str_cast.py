# corpus: CWE-943 safe — the value is forced to a string with str(), so it cannot carry query operators.
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://mongo:27017")["crm"]


@app.route("/contacts/by-name", methods=["POST"])
def contacts_by_name():
    body = request.get_json()
    name = str(body.get("name", ""))
    cursor = db.contacts.find({"name": name}, {"_id": 0, "name": 1, "email": 1})
    return {"contacts": list(cursor.limit(50))}
