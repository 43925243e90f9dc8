# corpus: CWE-295 safe — certificate verification is explicitly enabled.
import requests
from flask import Flask, request

app = Flask(__name__)
BILLING_URL = "https://billing.example.com/api/invoices"


@app.route("/invoices/list")
def invoices():
    customer = request.args.get("customer", "")
    resp = requests.get(BILLING_URL, params={"customer": customer}, timeout=10, verify=True)
    return resp.json()
