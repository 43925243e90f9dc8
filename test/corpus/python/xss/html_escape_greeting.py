# corpus: CWE-79 safe — the name is escaped with html.escape before it is put into the HTML.
import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = html.escape(request.args.get("name", "friend"))
    return f"<html><body><p>Hello, {name}!</p></body></html>"
