# corpus: CWE-1336 vulnerable — a helper concatenates the requested path into template text rendered by Flask.
from flask import Flask, render_template_string, request

app = Flask(__name__)


def not_found_page(path):
    return "{% extends 'base.html' %}{% block body %}<p>No page at " + path + "</p>{% endblock %}"


@app.errorhandler(404)
def handle_404(error):
    return render_template_string(not_found_page(request.path)), 404
