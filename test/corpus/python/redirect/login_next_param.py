# corpus: CWE-601 vulnerable — after login the user is redirected to the next URL taken from the query string.
from flask import Flask, redirect, request
from flask_login import login_user

from .auth import check_credentials

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = check_credentials(request.form["username"], request.form["password"])
    if user is None:
        return "invalid credentials", 401
    login_user(user)
    next_url = request.args.get("next", "/")
    return redirect(next_url)
