# corpus: CWE-601 safe — the request picks a key and the redirect uses the constant URL stored under it.
from flask import Flask, abort, redirect, request

app = Flask(__name__)
PARTNERS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
}


@app.route("/go")
def go():
    key = request.args.get("to", "")
    if key not in PARTNERS:
        abort(404)
    return redirect(PARTNERS[key])
