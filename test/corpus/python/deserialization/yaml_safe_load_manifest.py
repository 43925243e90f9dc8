# corpus: CWE-502 safe — uploaded YAML is parsed with yaml.safe_load.
import yaml
from flask import Flask, request

app = Flask(__name__)


@app.route("/manifests/validate", methods=["POST"])
def validate_manifest():
    manifest = yaml.safe_load(request.files["manifest"].read())
    if not isinstance(manifest, dict):
        return {"valid": False}, 400
    return {"valid": "version" in manifest, "keys": sorted(manifest)}
