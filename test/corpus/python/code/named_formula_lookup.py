# corpus: CWE-95 safe — the request only picks a key; eval runs one of the constant formulas in the table.
from flask import Flask, abort, request

app = Flask(__name__)
FORMULAS = {
    "gross": "net * 1.2",
    "discounted": "net * 0.9",
    "shipping": "net + 4.95",
}


@app.route("/price")
def price():
    name = request.args.get("formula", "gross")
    if name not in FORMULAS:
        abort(400)
    net = float(request.args.get("net", "0"))
    return {"formula": name, "price": eval(FORMULAS[name], {"__builtins__": {}}, {"net": net})}
