# corpus: CWE-918 safe — the URL is a constant; the currency only filters the JSON that comes back.
import urllib.request
import json

from flask import Flask, request

app = Flask(__name__)
RATES_URL = "https://rates.example.org/latest.json"


@app.route("/rates")
def rates():
    currency = request.args.get("currency", "EUR").upper()
    with urllib.request.urlopen(RATES_URL, timeout=5) as resp:
        data = json.load(resp)
    return {"currency": currency, "rate": data.get("rates", {}).get(currency)}
