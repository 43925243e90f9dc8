# corpus: CWE-22 vulnerable — the file name from the query string is joined to the upload folder and opened.
import os

from flask import Flask, Response, request

app = Flask(__name__)
UPLOAD_DIR = "/srv/app/uploads"


@app.route("/uploads/view")
def view_upload():
    filename = request.args.get("file", "")
    full_path = os.path.join(UPLOAD_DIR, filename)
    with open(full_path, "rb") as fh:
        data = fh.read()
    return Response(data, mimetype="application/octet-stream")
