# corpus: CWE-117 safe — the logged value has been converted with int(), so it cannot contain line breaks.
import logging

from flask import Flask, request

app = Flask(__name__)
logger = logging.getLogger("catalog")


@app.route("/catalog")
def catalog():
    page = int(request.args.get("page", "1"))
    logger.info(f"catalog page {page} requested")
    return {"page": page}
