from flask import Flask, make_response, render_template, request
from markupsafe import Markup, escape, escape

app = Flask(__name__)


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    # ok: python.security.xss-template
    page = render_template("hello.html", name=name)
    # ok: python.security.xss-template
    footer = Markup("<footer>Shop</footer>")
    return page + footer


@app.route("/greet")
def greet():
    name = request.args.get("name", "")
    # ruleid: python.security.xss-template
    return f"<h1>Hello {escape(name)}</h1>"


@app.route("/status")
def status():
    # ok: python.security.xss-template
    return "<p>All systems operational</p>"


def render_bio(profile) -> Markup:
    # ruleid: python.security.xss-template@low
    return Markup(profile.bio_html)


def render_note(note_html: str) -> str:
    # ruleid: python.security.xss-template@low
    return make_response("<div class='note'>" + str(escape(note_html)) + "</div>")
