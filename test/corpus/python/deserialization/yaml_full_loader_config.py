# corpus: CWE-502 vulnerable — uploaded YAML is parsed with yaml.load and the unsafe yaml.Loader.
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/pipelines/import", methods=["POST"])
def import_pipeline():
    upload = request.files["pipeline"]
    text = upload.read().decode("utf-8")
    definition = yaml.load(text, Loader=yaml.Loader)
    steps = definition.get("steps", [])
    return {"name": definition.get("name"), "steps": len(steps)}
