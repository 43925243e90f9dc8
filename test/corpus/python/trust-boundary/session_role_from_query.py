# corpus: CWE-501 vulnerable — the role from the query string is stored in the trusted session.
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.route("/onboarding/finish")
def finish_onboarding():
    session["role"] = request.args["role"]
    session["onboarded"] = True
    return {"role": session["role"]}
