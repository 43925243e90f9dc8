# corpus: CWE-643 vulnerable — the author field from the form is concatenated into a compiled XPath.
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/library/catalog.xml")


@app.route("/books/by-author", methods=["POST"])
def books_by_author():
    author = request.form["author"]
    query = etree.XPath("//book[author='" + author + "']/title/text()")
    titles = query(CATALOG)
    return {"titles": [str(t) for t in titles]}
