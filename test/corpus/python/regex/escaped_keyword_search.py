# corpus: CWE-1333 safe — the keyword is passed through re.escape, so it is matched literally.
import re

from flask import Flask, request

app = Flask(__name__)
ARTICLES = ["Release notes 4.2", "Migrating to the new API", "Security advisory"]


@app.route("/articles/search")
def search_articles():
    keyword = re.escape(request.args.get("q", ""))
    matcher = re.compile(keyword, re.IGNORECASE)
    return {"results": [a for a in ARTICLES if matcher.search(a)]}
