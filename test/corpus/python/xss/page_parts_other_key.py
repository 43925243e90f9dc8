# corpus: CWE-79 safe — the HTML uses the dict entry holding a constant title; the request value is only logged by length.
from flask import Flask, request

app = Flask(__name__)


@app.route("/landing")
def landing():
    parts = {"campaign": request.args.get("utm_campaign", ""), "title": "Spring sale"}
    html = "<html><head><title>" + parts["title"] + "</title></head><body>Deals inside</body></html>"
    app.logger.debug("campaign length %d", len(parts["campaign"]))
    return html
