# corpus: CWE-79 safe — the value goes to an .html template, which Flask renders with autoescaping on.
from flask import Flask, render_template, request

app = Flask(__name__)


@app.route("/order/confirmation")
def confirmation():
    customer = request.args.get("customer", "")
    order_ref = request.args.get("ref", "")
    return render_template("orders/confirmation.html", customer=customer, order_ref=order_ref)
