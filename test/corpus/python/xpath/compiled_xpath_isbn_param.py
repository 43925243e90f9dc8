# corpus: CWE-643 safe — a compiled XPath with an $isbn variable receives the form value as a bound argument.
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/library/catalog.xml")
FIND_BY_ISBN = etree.XPath("//book[@isbn=$isbn]/title/text()")


@app.route("/books/by-isbn", methods=["POST"])
def book_by_isbn():
    isbn = request.form.get("isbn", "")
    return {"titles": [str(t) for t in FIND_BY_ISBN(CATALOG, isbn=isbn)]}
