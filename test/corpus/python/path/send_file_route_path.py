# corpus: CWE-22 vulnerable — a path route parameter is joined to a base folder and given to send_file.
import os

from flask import Flask, send_file

app = Flask(__name__)
DOCS_ROOT = "/srv/docs/public"


@app.route("/docs/<path:doc_path>")
def serve_doc(doc_path):
    target = os.path.join(DOCS_ROOT, doc_path)
    return send_file(target)
