# corpus: CWE-79 vulnerable — the status text is wrapped in Markup, so the template does not escape it.
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


@app.route("/status-badge")
def status_badge():
    label = request.args.get("label", "ok")
    badge = Markup(f'<span class="badge">{label}</span>')
    return render_template("badge.html", badge=badge)
