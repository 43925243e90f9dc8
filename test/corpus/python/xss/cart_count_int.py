# corpus: CWE-79 safe — the quantity is converted with int() before it is written into the HTML.
from flask import Flask, request

app = Flask(__name__)


@app.route("/cart/badge")
def cart_badge():
    try:
        qty = int(request.args.get("qty", "0"))
    except ValueError:
        qty = 0
    return f'<span class="cart-count">{qty} item(s)</span>'
