# corpus: CWE-79 safe — the input is returned as a JSON document via jsonify, not as HTML.
from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/api/echo", methods=["POST"])
def echo():
    message = request.form.get("message", "")
    return jsonify({"received": message, "length": len(message)})
