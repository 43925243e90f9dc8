# corpus: CWE-643 safe — the chapter number is converted with int() before it is formatted into the XPath.
from flask import Flask, abort
from lxml import etree

app = Flask(__name__)
MANUAL = etree.parse("/srv/docs/manual.xml")


@app.route("/manual/chapter/<chapter>")
def chapter(chapter):
    try:
        number = int(chapter)
    except ValueError:
        abort(404)
    headings = MANUAL.xpath(f"//chapter[@number={number}]/section/title/text()")
    return {"chapter": number, "sections": [str(h) for h in headings]}
