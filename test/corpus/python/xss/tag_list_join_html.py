# corpus: CWE-79 vulnerable — tag values from the query string are joined into list items returned as HTML.
from flask import Flask, request

app = Flask(__name__)


@app.route("/tags")
def tag_cloud():
    tags = request.args.getlist("tag")
    items = "".join("<li>{}</li>".format(t) for t in tags)
    return "<ul class='tags'>" + items + "</ul>", 200, {"Content-Type": "text/html"}
