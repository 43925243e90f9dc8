# corpus: CWE-643 safe — the username is supplied as an XPath variable ($n), not spliced into the expression.
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
USERS_XML = "/srv/app/data/users.xml"


@app.route("/users/email")
def user_email():
    name = request.args.get("name", "")
    tree = etree.parse(USERS_XML)
    emails = tree.xpath("//user[@name=$n]/email/text()", n=name)
    return {"name": name, "emails": [str(e) for e in emails]}
