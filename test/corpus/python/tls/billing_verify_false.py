# corpus: CWE-295 vulnerable — the call to the billing API disables certificate verification.
import requests
from flask import Flask, request

app = Flask(__name__)
BILLING_URL = "https://billing.internal.example.com/api/invoices"


@app.route("/invoices")
def invoices():
    customer = request.args.get("customer", "")
    resp = requests.get(BILLING_URL, params={"customer": customer}, timeout=10, verify=False)
    return resp.json()
