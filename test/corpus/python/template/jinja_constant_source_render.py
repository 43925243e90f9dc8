# corpus: CWE-1336 safe — jinja2.Template is built from a fixed string and the POST value is a render argument.
from flask import Flask, request
from jinja2 import Environment, select_autoescape

app = Flask(__name__)
env = Environment(autoescape=select_autoescape(default=True))
RECEIPT = env.from_string("Receipt for {{ customer }}: {{ total }} EUR")


@app.route("/receipts/preview", methods=["POST"])
def receipt_preview():
    customer = request.form.get("customer", "")
    total = float(request.form.get("total", "0"))
    return {"text": RECEIPT.render(customer=customer, total=total)}
