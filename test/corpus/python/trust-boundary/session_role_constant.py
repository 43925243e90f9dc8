# corpus: CWE-501 safe — the session role is set to a constant; the request only supplies a display name.
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.route("/guest/start")
def start_guest():
    nickname = request.args.get("nickname", "guest")
    session["role"] = "viewer"
    return {"welcome": nickname, "role": session["role"]}
