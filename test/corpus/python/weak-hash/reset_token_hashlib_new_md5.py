# corpus: CWE-328 vulnerable — the password-reset token is derived with hashlib.new("md5").
import hashlib
import os
import time

from flask import Flask, request

app = Flask(__name__)


@app.route("/password/forgot", methods=["POST"])
def forgot_password():
    email = request.form["email"]
    h = hashlib.new("md5")
    h.update(f"{email}:{time.time()}:{os.environ['RESET_SALT']}".encode())
    token = h.hexdigest()
    # the token is e-mailed to the user and stored for verification
    return {"sent": True, "token_length": len(token)}
