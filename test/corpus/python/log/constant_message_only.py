# corpus: CWE-117 safe — the log messages are constants; the request data is not written to the log.
import logging

from flask import Flask, request

app = Flask(__name__)
logger = logging.getLogger("feedback")


@app.route("/feedback", methods=["POST"])
def feedback():
    message = request.form.get("message", "")
    if not message:
        logger.warning("empty feedback submission rejected")
        return {"ok": False}, 400
    logger.info("feedback submission received")
    return {"ok": True, "length": len(message)}
