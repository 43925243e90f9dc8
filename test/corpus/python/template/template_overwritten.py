# corpus: CWE-1336 safe — the template text from the request is replaced by a constant before rendering.
from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/notifications/render", methods=["POST"])
def render_notification():
    template_text = request.form.get("template", "")
    # custom templates were withdrawn; every tenant gets the default
    template_text = "<p>{{ title }}</p>"
    return render_template_string(template_text, title=request.form.get("title", ""))
