# corpus: CWE-22 safe — the opened file is a fixed path; the request only chooses how many lines to show.
from flask import Flask, request

app = Flask(__name__)
CHANGELOG = "/srv/app/CHANGELOG.md"


@app.route("/changelog")
def changelog():
    limit = int(request.args.get("lines", "50"))
    with open(CHANGELOG, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    return {"lines": lines[:limit]}
