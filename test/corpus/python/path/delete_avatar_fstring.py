# corpus: CWE-22 vulnerable — a form field is placed in an f-string path that is passed to os.remove.
import os

from flask import Flask, request

app = Flask(__name__)
AVATAR_DIR = "/srv/app/static/avatars"


@app.route("/profile/avatar/delete", methods=["POST"])
def delete_avatar():
    avatar = request.form["avatar"]
    path = f"{AVATAR_DIR}/{avatar}"
    if os.path.exists(path):
        os.remove(path)
    return {"deleted": avatar}
