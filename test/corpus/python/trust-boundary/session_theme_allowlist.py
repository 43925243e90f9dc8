# corpus: CWE-501 safe — only a value from a fixed set of themes is stored in the session.
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]
THEMES = ("light", "dark", "high-contrast")


@app.route("/preferences/theme", methods=["POST"])
def set_theme():
    requested = request.form.get("theme", "light")
    session["theme"] = requested if requested in THEMES else "light"
    return {"theme": session["theme"]}
