# corpus: CWE-22 safe — send_from_directory joins the route value safely and refuses paths that leave the folder.
from flask import Flask, send_from_directory

app = Flask(__name__)
ASSET_DIR = "/srv/app/assets"


@app.route("/assets/<path:asset>")
def asset(asset):
    response = send_from_directory(ASSET_DIR, asset, max_age=3600)
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
