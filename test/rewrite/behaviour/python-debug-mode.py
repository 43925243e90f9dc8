# behaviour: app.run(debug=True) → debug=False: the same responses when no request fails
# safe-fixes: python.security.debug-mode
import sys
import types

# A stand-in for Flask (not installed here): run() serves a fixed list of requests instead of listening.
_flask = types.ModuleType("flask")


class _App:
    def __init__(self, name: str) -> None:
        self.routes = {}

    def route(self, path: str):
        def register(view):
            self.routes[path] = view
            return view
        return register

    def run(self, host: str = "127.0.0.1", port: int = 5000, debug: bool = False) -> None:
        for path in ["/health", "/version"]:
            sys.stdout.write(f"GET {path} -> {self.routes[path]()}\n")


_flask.Flask = _App
sys.modules["flask"] = _flask

from flask import Flask  # noqa: E402

app = Flask(__name__)


@app.route("/health")
def health() -> str:
    return "ok"


@app.route("/version")
def version() -> str:
    return "1.4.2"


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True)
