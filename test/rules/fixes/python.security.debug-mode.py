import os

from flask import Flask

app = Flask(__name__)


@app.route("/health")
def health() -> str:
    return "ok"


if __name__ == "__main__":
    # ruleid: python.security.debug-mode
    app.run(host="0.0.0.0", port=8000, debug=False)
    # ok: python.security.debug-mode
    app.run(host="127.0.0.1", debug=False)
    # ok: python.security.debug-mode
    app.run(debug=os.environ.get("FLASK_DEBUG") == "1")
