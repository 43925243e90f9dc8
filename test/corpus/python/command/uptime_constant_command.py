# corpus: CWE-78 safe — the shell command is a fixed string; the request only selects how many lines to return.
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/status/processes")
def processes():
    max_lines = int(request.args.get("lines", "20"))
    listing = os.popen("ps aux --sort=-%mem").read().splitlines()
    return {"processes": listing[:max_lines]}
