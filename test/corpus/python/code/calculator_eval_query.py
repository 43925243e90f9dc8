# corpus: CWE-95 vulnerable — the expression from the query string is passed to eval().
from flask import Flask, request

app = Flask(__name__)


@app.route("/calc")
def calculate():
    expression = request.args.get("expr", "0")
    try:
        value = eval(expression)
    except Exception as exc:
        return {"error": str(exc)}, 400
    return {"expr": expression, "value": value}
