from flask import Flask, render_template_string, request

app = Flask(__name__)

GREETING = "<h1>Hello {{ name }}</h1>"


@app.route("/hello")
def hello():
    name = request.args.get("name", "")
    # ruleid: python.security.template-injection
    greeting = render_template_string("<h1>Hello {{ name }}</h1>", name=name)
    # ok: python.security.template-injection
    footer = render_template_string("<footer>Shop</footer>")
    # ok: python.security.template-injection
    safe = render_template_string(GREETING, name=name)
    return greeting + footer + safe


@app.route("/error")
def error():
    message = request.args.get("message", "")
    # ruleid: python.security.template-injection
    return render_template_string("<p class='error'>{{ message }}</p>", message=message, title="Error")


def render_card(header: str, body: str) -> str:
    # ruleid: python.security.template-injection@low
    return render_template_string("{{ header }}<div class='card'>{{ body }}</div>", header=header, body=body)


@app.route("/calc")
def calc():
    expr = request.args.get("expr", "")
    # ruleid: python.security.template-injection
    return render_template_string("{{ " + expr + " }}")
