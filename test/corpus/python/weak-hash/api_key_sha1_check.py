# corpus: CWE-328 vulnerable — the presented API key is hashed with SHA-1 to compare against stored credentials.
import hashlib
import hmac

from flask import Flask, abort, request

from .store import stored_key_hash

app = Flask(__name__)


@app.route("/api/data")
def api_data():
    presented = request.headers.get("X-API-Key", "")
    presented_hash = hashlib.sha1(presented.encode()).hexdigest()
    if not hmac.compare_digest(presented_hash, stored_key_hash(request.args.get("client", ""))):
        abort(401)
    return {"data": [1, 2, 3]}
