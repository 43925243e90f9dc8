# rejected: the program reads app.debug itself, so turning debug off changes its own pages
# keeps: app.run(port=8000, debug=True)
from flask import Flask

app = Flask(__name__)


@app.route("/")
def index() -> str:
    return "debug build" if app.debug else "release build"


if __name__ == "__main__":
    app.run(port=8000, debug=True)
