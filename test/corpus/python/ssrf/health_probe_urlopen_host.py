# corpus: CWE-918 vulnerable — the host from the form is placed into the URL opened by urllib.
import json
import urllib.request

from flask import Flask, request

app = Flask(__name__)


@app.route("/integrations/probe", methods=["POST"])
def probe():
    host = request.form.get("host", "").strip()
    with urllib.request.urlopen(f"http://{host}/healthz", timeout=3) as resp:
        body = resp.read().decode()
    return {"host": host, "health": json.loads(body)}
