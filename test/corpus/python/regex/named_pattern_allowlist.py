# corpus: CWE-1333 safe — the request only selects one of several constant patterns.
import re

from flask import Flask, abort, request

app = Flask(__name__)
PATTERNS = {
    "email": r"[^@\s]+@[^@\s]+\.[a-z]{2,}",
    "zip": r"\d{5}",
    "phone": r"\+?\d{7,15}",
}


@app.route("/validate")
def validate():
    kind = request.args.get("kind", "")
    if kind not in PATTERNS:
        abort(400)
    value = request.args.get("value", "")
    return {"kind": kind, "ok": re.fullmatch(PATTERNS[kind], value) is not None}
