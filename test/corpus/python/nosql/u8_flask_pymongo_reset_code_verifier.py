# corpus: CWE-943 vulnerable — ResetCodeVerifier puts the posted JSON "code" value into the Mongo filter unchanged, so {"code": {"$ne": ""}} consumes any live reset code for the address.
from datetime import datetime, timezone

from flask import Flask, abort, jsonify, request
from flask_pymongo import PyMongo
from werkzeug.security import generate_password_hash

app = Flask(__name__)
app.config["MONGO_URI"] = "mongodb://mongo:27017/accounts"
mongo = PyMongo(app)


class ResetCodeVerifier:
    def __init__(self, collection):
        self.collection = collection

    def consume(self, email: str, code) -> dict | None:
        query = {
            "email": email.lower(),
            "code": code,
            "used": False,
            "expires_at": {"$gt": datetime.now(timezone.utc)},
        }
        return self.collection.find_one_and_update(query, {"$set": {"used": True}})


@app.post("/password/reset/confirm")
def confirm_reset():
    body = request.get_json(silent=True) or {}
    email = str(body.get("email", ""))
    grant = ResetCodeVerifier(mongo.db.reset_codes).consume(email, body.get("code"))
    if grant is None:
        abort(400)
    mongo.db.users.update_one(
        {"email": grant["email"]},
        {"$set": {"password": generate_password_hash(str(body["password"]))}},
    )
    return jsonify(status="ok")
