# corpus: CWE-22 safe — os.path.basename drops every directory part of the requested log name.
import os

from flask import Flask, Response, request

app = Flask(__name__)
LOG_DIR = "/var/log/myapp"


@app.route("/admin/logs")
def show_log():
    requested = request.args.get("name", "app.log")
    log_name = os.path.basename(requested)
    with open(os.path.join(LOG_DIR, log_name), encoding="utf-8", errors="replace") as fh:
        tail = fh.readlines()[-200:]
    return Response("".join(tail), mimetype="text/plain")
