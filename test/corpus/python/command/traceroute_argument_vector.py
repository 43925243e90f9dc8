# corpus: CWE-78 safe — the host is one element of an argument list and no shell is involved.
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/diagnostics/traceroute")
def traceroute():
    host = request.args.get("host", "example.com")
    result = subprocess.run(
        ["traceroute", "-m", "15", "--", host],
        capture_output=True,
        text=True,
        timeout=30,
    )
    return {"output": result.stdout}
