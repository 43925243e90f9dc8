# corpus: CWE-501 safe — the plan from the form is overwritten with a constant before it is stored in the session.
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.route("/signup/plan", methods=["POST"])
def choose_plan():
    plan = request.form.get("plan", "free")
    # paid plans are assigned by the billing webhook, never by the signup form
    plan = "free"
    session["plan"] = plan
    return {"plan": plan}
