# corpus: CWE-502 safe — user data is serialised with pickle.dumps; nothing from outside is ever unpickled.
import pickle

from flask import Flask, Response, request

app = Flask(__name__)


@app.route("/export/settings", methods=["POST"])
def export_settings():
    settings = {
        "theme": request.form.get("theme", "light"),
        "language": request.form.get("language", "en"),
    }
    blob = pickle.dumps(settings)
    return Response(blob, mimetype="application/octet-stream")
