# corpus: CWE-78 vulnerable — the size field is formatted into a command run with shell=True.
import subprocess

from flask import Flask, request

app = Flask(__name__)
MEDIA_DIR = "/srv/media"


@app.route("/thumbnails", methods=["POST"])
def make_thumbnail():
    size = request.form.get("size", "128x128")
    cmd = "convert {0}/latest.png -resize {1} {0}/thumb.png".format(MEDIA_DIR, size)
    result = subprocess.run(cmd, shell=True, capture_output=True, text=True)
    return {"ok": result.returncode == 0, "stderr": result.stderr}
