# corpus: CWE-78 safe — the archive name is wrapped in shlex.quote before it reaches os.system.
import os
import shlex

from flask import Flask, request

app = Flask(__name__)


@app.route("/exports", methods=["POST"])
def export_archive():
    name = request.form.get("name", "export")
    archive = shlex.quote(f"/srv/exports/{name}.zip")
    code = os.system(f"zip -qr {archive} /srv/reports")
    return {"created": code == 0}
