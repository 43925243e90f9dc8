# corpus: CWE-22 vulnerable — a percent-decoded query value passes through a helper that writes to that path.
import os
from urllib.parse import unquote

from flask import Flask, request

app = Flask(__name__)
EXPORT_DIR = "/srv/exports"


def write_export(relative_name, content):
    with open(os.path.join(EXPORT_DIR, relative_name), "w") as fh:
        fh.write(content)


@app.route("/exports/save", methods=["POST"])
def save_export():
    name = unquote(request.args.get("name", "export.csv"))
    write_export(name, request.get_data(as_text=True))
    return {"saved": name}
