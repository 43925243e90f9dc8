# rejected: fragments of unknown origin may be template text meant to render ({{ user }}); as variables they would be escaped text
# keeps: render_template_string(header + "<div class='card'>" + body + "</div>")
from flask import render_template_string


def render_card(header: str, body: str) -> str:
    return render_template_string(header + "<div class='card'>" + body + "</div>")
