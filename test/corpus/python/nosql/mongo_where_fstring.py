# corpus: CWE-943 vulnerable — the name from the query string is inserted into a $where JavaScript expression.
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
db = MongoClient("mongodb://mongo:27017")["crm"]


@app.route("/contacts/search")
def search_contacts():
    name = request.args.get("name", "")
    cursor = db.contacts.find({"$where": f"this.name == '{name}'"}, {"_id": 0, "name": 1, "email": 1})
    return {"contacts": list(cursor.limit(50))}
