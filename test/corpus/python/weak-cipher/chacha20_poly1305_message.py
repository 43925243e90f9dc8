# corpus: CWE-327 safe — messages are sealed with ChaCha20-Poly1305 authenticated encryption.
import base64
import os

from Crypto.Cipher import ChaCha20_Poly1305
from flask import Flask, request

app = Flask(__name__)


@app.route("/messages/seal", methods=["POST"])
def seal_message():
    body = request.get_data()
    cipher = ChaCha20_Poly1305.new(key=bytes.fromhex(os.environ["MSG_KEY_HEX"]))
    ciphertext, tag = cipher.encrypt_and_digest(body)
    return {"sealed": base64.b64encode(cipher.nonce + tag + ciphertext).decode()}
