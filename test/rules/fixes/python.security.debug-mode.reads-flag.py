from flask import Flask

app = Flask(__name__)


@app.route("/")
def index() -> str:
    return "debug build" if app.debug else "release build"


if __name__ == "__main__":
    # ruleid: python.security.debug-mode
    app.run(port=8000, debug=False)
    # ok: python.security.debug-mode
    app.run(port=8000)
