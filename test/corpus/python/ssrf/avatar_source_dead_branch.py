# corpus: CWE-918 safe — remote avatars are disabled by a constant, so the request URL is never fetched.
import requests
from flask import Flask, request

app = Flask(__name__)
ALLOW_REMOTE_AVATARS = False
DEFAULT_AVATAR = "https://cdn.example.com/avatars/default.png"


@app.route("/avatar/import", methods=["POST"])
def import_avatar():
    source = DEFAULT_AVATAR
    if ALLOW_REMOTE_AVATARS:
        source = request.form.get("avatar_url", DEFAULT_AVATAR)
    image = requests.get(source, timeout=5).content
    return {"bytes": len(image)}
