# corpus: CWE-1333 safe — the pattern is a constant; the request value is only the text being checked.
import re

from flask import Flask, request

app = Flask(__name__)
SKU_PATTERN = re.compile(r"[A-Z]{3}-\d{4}")


@app.route("/sku/check")
def check_sku():
    sku = request.args.get("sku", "")
    return {"sku": sku, "valid": SKU_PATTERN.fullmatch(sku) is not None}
