# corpus: CWE-79 safe — the comment is passed through markupsafe.escape before concatenation into the response.
from flask import Flask, make_response, request
from markupsafe import escape

app = Flask(__name__)


@app.route("/comments/preview", methods=["POST"])
def preview_comment():
    text = escape(request.form.get("comment", ""))
    resp = make_response("<div class='comment'>" + text + "</div>")
    resp.headers["Content-Type"] = "text/html"
    return resp
