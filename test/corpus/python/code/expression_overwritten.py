# corpus: CWE-95 safe — the request expression is replaced by a fixed expression before exec runs.
from flask import Flask, request

app = Flask(__name__)


@app.route("/demo/run", methods=["POST"])
def demo_run():
    snippet = request.form.get("snippet", "")
    # the public demo always runs the built-in sample
    snippet = "total = sum(range(10))"
    scope = {}
    exec(snippet, scope)
    return {"total": scope["total"], "submitted_length": len(request.form.get("snippet", ""))}
