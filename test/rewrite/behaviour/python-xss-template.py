# behaviour: request values placed in HTML are escaped: the same page for text without markup
# safe-fixes: python.security.xss-template
import html
import importlib.util
import sys
import types

# Stand-ins for Flask and, when missing, markupsafe (not installed here): routes are called with fixed query strings.
_flask = types.ModuleType("flask")


class _Request:
    args: dict = {}


class _App:
    def __init__(self, name: str) -> None:
        self.routes = {}

    def route(self, path: str):
        def register(view):
            self.routes[path] = view
            return view
        return register


_flask.Flask = _App
_flask.request = _Request()
sys.modules["flask"] = _flask
if importlib.util.find_spec("markupsafe") is None:
    _markupsafe = types.ModuleType("markupsafe")

    class _Markup(str):
        pass

    _markupsafe.Markup = _Markup
    _markupsafe.escape = lambda value: _Markup(html.escape(str(value)))
    sys.modules["markupsafe"] = _markupsafe

from flask import Flask, request  # noqa: E402

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    return f"<h1>Hello {name}</h1>"


@app.route("/search")
def search():
    term = request.args.get("q", "")
    return "<p>Results for " + term + "</p>"


def main() -> None:
    for query in [{"name": "Ada", "q": "red shoes"}, {"name": "Grace Hopper", "q": ""}]:
        request.args = query
        for path in ["/greet", "/search"]:
            print(path, app.routes[path]())


main()
