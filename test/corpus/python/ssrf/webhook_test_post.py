# corpus: CWE-918 vulnerable — the webhook URL stored under a JSON key is posted to by the server.
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/webhooks/test", methods=["POST"])
def test_webhook():
    config = request.get_json()
    hook = {"endpoint": config["endpoint"], "secret_header": "X-Signature"}
    resp = requests.post(hook["endpoint"], json={"event": "ping"}, timeout=5)
    return {"delivered": resp.ok, "status": resp.status_code}
