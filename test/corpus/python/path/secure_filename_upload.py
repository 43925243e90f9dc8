# corpus: CWE-22 safe — the uploaded file name is reduced with werkzeug's secure_filename before saving.
import os

from flask import Flask, abort, request
from werkzeug.utils import secure_filename

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/uploads"


@app.route("/uploads", methods=["POST"])
def upload():
    incoming = request.files.get("document")
    if incoming is None:
        abort(400)
    filename = secure_filename(incoming.filename) or "unnamed"
    incoming.save(os.path.join(UPLOAD_DIR, filename))
    return {"stored": filename}
