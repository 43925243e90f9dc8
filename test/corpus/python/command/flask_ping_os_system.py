# corpus: CWE-78 vulnerable — the host from the query string is put into an os.system command line.
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/ping")
def ping():
    host = request.args.get("host", "127.0.0.1")
    status = os.system(f"ping -c 3 {host} > /tmp/ping.log 2>&1")
    with open("/tmp/ping.log") as fh:
        output = fh.read()
    return {"exit": status, "output": output}
