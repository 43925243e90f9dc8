# corpus: CWE-327 vulnerable — the session payload from the JSON body is encrypted with RC4 (ARC4).
import base64
import json
import os

from Crypto.Cipher import ARC4
from flask import Flask, request

app = Flask(__name__)


@app.route("/session/seal", methods=["POST"])
def seal_session():
    payload = json.dumps(request.get_json()).encode()
    cipher = ARC4.new(bytes.fromhex(os.environ["SESSION_KEY_HEX"]))
    return {"sealed": base64.urlsafe_b64encode(cipher.encrypt(payload)).decode()}
