# behaviour: values spliced into template text become template variables: the same page for ordinary input
# safe-fixes: python.security.template-injection
import html
import re
import sys
import types

# A stand-in for Flask (not installed here): request.args, and render_template_string with Jinja's {{ name }}
# substitution and autoescaping, enough for these templates.
_flask = types.ModuleType("flask")


class _Request:
    args: dict = {}


def _render_template_string(source: str, **context) -> str:
    return re.sub(r"\{\{ (\w+) \}\}", lambda m: html.escape(str(context[m.group(1)])), source)


_flask.request = _Request()
_flask.render_template_string = _render_template_string
sys.modules["flask"] = _flask

from flask import render_template_string, request  # noqa: E402


def hello() -> str:
    name = request.args.get("name", "")
    return render_template_string("<h1>Hello " + name + "</h1>")


def error() -> str:
    message = request.args.get("message", "")
    return render_template_string(f"<p class='error'>{message}</p><p>{{{{ title }}}}</p>", title="Error")


def main() -> None:
    for query in [{"name": "Ada", "message": "Not found"}, {"name": "", "message": "Try again later"}]:
        request.args = query
        print(hello())
        print(error())


main()
