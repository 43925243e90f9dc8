# corpus: CWE-95 vulnerable — a script field from the JSON body is executed with exec().
from flask import Flask, request

app = Flask(__name__)


@app.route("/automations/test", methods=["POST"])
def test_rule():
    payload = request.get_json()
    rule_source = payload["script"]
    scope = {"order": payload.get("sample_order", {}), "result": None}
    exec(rule_source, scope)
    return {"result": scope["result"]}
