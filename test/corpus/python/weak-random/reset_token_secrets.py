# corpus: CWE-330 safe — the reset token comes from secrets.token_urlsafe.
import secrets

from flask import Flask, request

from .mailer import send_reset_mail

app = Flask(__name__)


@app.route("/password/reset-link", methods=["POST"])
def reset_link():
    email = request.form["email"]
    token = secrets.token_urlsafe(32)
    send_reset_mail(email, token)
    return {"status": "sent"}
