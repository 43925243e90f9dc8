# corpus: CWE-328 safe — passwords are hashed with PBKDF2-HMAC-SHA256 and a random salt.
import hashlib
import os

from flask import Flask, request

from .models import User, db

app = Flask(__name__)


@app.route("/signup", methods=["POST"])
def signup():
    password = request.form["password"]
    salt = os.urandom(16)
    derived = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 600_000)
    db.session.add(User(email=request.form["email"], salt=salt.hex(), password_hash=derived.hex()))
    db.session.commit()
    return {"ok": True}, 201
