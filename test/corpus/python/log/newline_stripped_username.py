# corpus: CWE-117 safe — CR and LF are removed from the username before it is logged.
import logging

from flask import Flask, request

app = Flask(__name__)
logger = logging.getLogger("accounts")


@app.route("/password-reset", methods=["POST"])
def password_reset():
    username = request.form.get("username", "")
    clean = username.replace("\r", "").replace("\n", "")
    logger.info("password reset requested for %s", clean)
    return {"status": "sent"}
