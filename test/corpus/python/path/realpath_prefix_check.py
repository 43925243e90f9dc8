# corpus: CWE-22 safe — the resolved path is rejected unless it stays inside the media root.
import os

from flask import Flask, abort, request, send_file

app = Flask(__name__)
MEDIA_ROOT = os.path.realpath("/srv/media")


@app.route("/media")
def media():
    relative = request.args.get("path", "")
    candidate = os.path.realpath(os.path.join(MEDIA_ROOT, relative))
    if not candidate.startswith(MEDIA_ROOT + os.sep):
        abort(403)
    if not os.path.isfile(candidate):
        abort(404)
    return send_file(candidate)
