# corpus: CWE-78 safe — the only request value in the command line is converted with int().
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/loopback")
def loopback():
    count = int(request.args.get("count", "4"))
    count = max(1, min(count, 20))
    rc = os.system(f"ping -c {count} 127.0.0.1 > /dev/null")
    return {"reachable": rc == 0}
