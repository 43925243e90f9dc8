# corpus: CWE-328 safe — the legacy SHA-1 branch is dead because the flag is a constant False; scrypt is used.
import hashlib
import os

from flask import Flask, request

app = Flask(__name__)
LEGACY_HASHES = False


@app.route("/password/hash", methods=["POST"])
def hash_password():
    password = request.form["password"].encode()
    salt = os.urandom(16)
    if LEGACY_HASHES:
        digest = hashlib.sha1(salt + password).hexdigest()
    else:
        digest = hashlib.scrypt(password, salt=salt, n=2**14, r=8, p=1).hex()
    return {"salt": salt.hex(), "hash": digest}
