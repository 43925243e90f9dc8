# corpus: CWE-22 safe — the condition is constant, so the theme file name never comes from the request.
import os

from flask import Flask, Response, request

app = Flask(__name__)
THEME_DIR = "/srv/app/themes"
CUSTOM_THEMES_ENABLED = False


@app.route("/theme.css")
def theme_css():
    if CUSTOM_THEMES_ENABLED:
        theme_file = request.args.get("theme", "default.css")
    else:
        theme_file = "default.css"
    with open(os.path.join(THEME_DIR, theme_file), encoding="utf-8") as fh:
        return Response(fh.read(), mimetype="text/css")
