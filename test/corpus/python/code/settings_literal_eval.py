# corpus: CWE-95 safe — the submitted value is parsed with ast.literal_eval, which only accepts literals.
import ast

from flask import Flask, request

app = Flask(__name__)


@app.route("/settings/preview", methods=["POST"])
def preview_setting():
    raw = request.form.get("value", "None")
    try:
        value = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return {"error": "not a literal"}, 400
    return {"type": type(value).__name__, "value": value}
