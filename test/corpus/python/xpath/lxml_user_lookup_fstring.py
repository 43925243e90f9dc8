# corpus: CWE-643 vulnerable — the username from the query string is placed inside an XPath expression.
from flask import Flask, request
from lxml import etree

app = Flask(__name__)
USERS_XML = "/srv/app/data/users.xml"


@app.route("/users/role")
def user_role():
    name = request.args.get("name", "")
    tree = etree.parse(USERS_XML)
    roles = tree.xpath(f"//user[@name='{name}']/role/text()")
    return {"name": name, "roles": [str(r) for r in roles]}
