# corpus: CWE-502 vulnerable — a base64 cookie is decoded and passed to marshal.loads.
import base64
import marshal

from flask import Flask, request

app = Flask(__name__)


@app.route("/preferences")
def preferences():
    encoded = request.cookies.get("prefs")
    if not encoded:
        return {"prefs": {}}
    prefs = marshal.loads(base64.b64decode(encoded))
    return {"prefs": prefs}
