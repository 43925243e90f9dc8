# corpus: CWE-78 safe — DEBUG is a constant False, so the branch taking the command from the request never runs.
import subprocess

from flask import Flask, request

app = Flask(__name__)
DEBUG = False


@app.route("/ops/run")
def run_check():
    if DEBUG:
        cmd = request.args.get("cmd", "true")
    else:
        cmd = "df -h /srv"
    out = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {"output": out.stdout}
