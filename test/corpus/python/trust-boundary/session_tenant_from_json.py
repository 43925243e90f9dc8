# corpus: CWE-501 vulnerable — the tenant id from the JSON body is copied into the session under the same key.
import os

from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = os.environ["FLASK_SECRET_KEY"]


@app.route("/tenant/switch", methods=["POST"])
def switch_tenant():
    body = request.get_json()
    choice = {"tenant_id": body["tenant_id"], "source": "switcher"}
    session["tenant_id"] = choice["tenant_id"]
    return {"active_tenant": session["tenant_id"]}
