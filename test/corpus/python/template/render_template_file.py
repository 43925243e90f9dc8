# corpus: CWE-1336 safe — render_template loads a template file by fixed name; the input is only context data.
from flask import Flask, render_template, request

app = Flask(__name__)


@app.route("/invite")
def invite():
    inviter = request.args.get("from", "a friend")
    return render_template("invite.html", inviter=inviter)
