# corpus: CWE-328 safe — uploaded files are fingerprinted with SHA-256.
import hashlib

from flask import Flask, request

app = Flask(__name__)


@app.route("/artifacts", methods=["POST"])
def upload_artifact():
    blob = request.files["artifact"].read()
    checksum = hashlib.sha256(blob).hexdigest()
    return {"size": len(blob), "sha256": checksum}
