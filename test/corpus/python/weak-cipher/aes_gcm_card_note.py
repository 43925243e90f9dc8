# corpus: CWE-327 safe — notes are encrypted with AES in GCM mode with a fresh nonce.
import base64
import os

from Crypto.Cipher import AES
from flask import Flask, request

app = Flask(__name__)
KEY = bytes.fromhex(os.environ["NOTE_KEY_HEX"])


@app.route("/cards/secure-note", methods=["POST"])
def encrypt_note():
    note = request.form["note"].encode()
    cipher = AES.new(KEY, AES.MODE_GCM)
    ciphertext, tag = cipher.encrypt_and_digest(note)
    token = base64.b64encode(cipher.nonce + tag + ciphertext).decode()
    return {"token": token}
