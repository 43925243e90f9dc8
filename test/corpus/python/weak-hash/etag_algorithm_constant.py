# corpus: CWE-328 safe — hashlib.new receives a module-level constant naming SHA-256.
import hashlib

from flask import Flask, make_response, request

app = Flask(__name__)
DIGEST_ALGORITHM = "sha256"


@app.route("/echo-etag", methods=["POST"])
def echo_etag():
    body = request.get_data()
    etag = hashlib.new(DIGEST_ALGORITHM, body).hexdigest()
    resp = make_response({"bytes": len(body)})
    resp.set_etag(etag)
    return resp
