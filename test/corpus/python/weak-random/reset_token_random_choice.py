# corpus: CWE-330 vulnerable — the password-reset token is built from random.choice.
import random
import string

from flask import Flask, request

from .mailer import send_reset_mail

app = Flask(__name__)
ALPHABET = string.ascii_letters + string.digits


@app.route("/password/reset", methods=["POST"])
def request_reset():
    email = request.form["email"]
    token = "".join(random.choice(ALPHABET) for _ in range(32))
    send_reset_mail(email, token)
    return {"status": "sent"}
