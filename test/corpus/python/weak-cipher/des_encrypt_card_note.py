# corpus: CWE-327 vulnerable — submitted card notes are encrypted with single DES.
import base64
import os

from Crypto.Cipher import DES
from Crypto.Util.Padding import pad
from flask import Flask, request

app = Flask(__name__)
KEY = bytes.fromhex(os.environ["NOTE_KEY_HEX"])[:8]


@app.route("/cards/note", methods=["POST"])
def encrypt_note():
    note = request.form["note"].encode()
    iv = os.urandom(8)
    cipher = DES.new(KEY, DES.MODE_CBC, iv)
    token = base64.b64encode(iv + cipher.encrypt(pad(note, 8))).decode()
    return {"token": token}
