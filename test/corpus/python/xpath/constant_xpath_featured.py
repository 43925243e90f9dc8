# corpus: CWE-643 safe — the XPath expression is constant; the request only trims the result list.
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
CATALOG = etree.parse("/srv/library/catalog.xml")
FEATURED = "//book[@featured='true']/title/text()"


@app.route("/books/featured")
def featured():
    count = int(request.args.get("count", "5"))
    titles = CATALOG.xpath(FEATURED)
    return {"titles": [str(t) for t in titles[:count]]}
