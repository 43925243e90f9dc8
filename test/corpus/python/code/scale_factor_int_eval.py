# corpus: CWE-95 safe — the request value is converted to int before it is formatted into the evaluated text.
from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/scale")
def scale():
    try:
        factor = int(request.args.get("factor", "1"))
    except ValueError:
        abort(400)
    result = eval(f"{factor} * 1.5")
    return {"factor": factor, "scaled": result}
