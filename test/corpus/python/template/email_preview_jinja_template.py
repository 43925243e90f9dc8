# corpus: CWE-1336 vulnerable — a template body from the form is compiled with jinja2.Template and rendered.
from flask import Flask, request
from jinja2 import Template

app = Flask(__name__)


@app.route("/campaigns/preview", methods=["POST"])
def preview_campaign():
    body_source = request.form["body"]
    sample = {"first_name": "Ada", "plan": "Pro"}
    rendered = Template(body_source).render(**sample)
    return {"preview": rendered}
