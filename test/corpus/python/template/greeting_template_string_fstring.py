# corpus: CWE-1336 vulnerable — the name is put into the template source itself before render_template_string.
from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/greet")
def greet():
    name = request.args.get("name", "there")
    template = f"<h1>Hello {name}!</h1><p>Thanks for visiting.</p>"
    return render_template_string(template)
