# corpus: CWE-78 safe — the command uses the list element that holds a constant, not the one with the request value.
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/reports/regenerate", methods=["POST"])
def regenerate():
    settings = [request.form.get("title", "Weekly report"), "/opt/reports/bin/build-weekly"]
    title = settings[0]
    rc = os.system(settings[1] + " --quiet")
    return {"title": title, "ok": rc == 0}
