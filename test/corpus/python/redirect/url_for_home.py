# corpus: CWE-601 safe — the redirect target is built with url_for from a fixed endpoint name.
from flask import Flask, redirect, request, url_for

app = Flask(__name__)


@app.route("/subscribe", methods=["POST"])
def subscribe():
    email = request.form.get("email", "")
    app.logger.info("new subscriber, %d chars", len(email))
    return redirect(url_for("home"))


@app.route("/")
def home():
    return "home"
