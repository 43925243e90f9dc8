# corpus: CWE-328 vulnerable — the registration password is stored as an MD5 digest.
import hashlib

from flask import Flask, request

from .models import User, db

app = Flask(__name__)


@app.route("/register", methods=["POST"])
def register():
    email = request.form["email"]
    password = request.form["password"]
    digest = hashlib.md5(password.encode("utf-8")).hexdigest()
    db.session.add(User(email=email, password_hash=digest))
    db.session.commit()
    return {"registered": email}, 201
