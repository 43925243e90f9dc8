# corpus: CWE-918 vulnerable — the server fetches whatever URL arrives in the query string.
import requests
from flask import Flask, request

app = Flask(__name__)


@app.route("/link-preview")
def link_preview():
    url = request.args["url"]
    resp = requests.get(url, timeout=5)
    title_start = resp.text.find("<title>")
    title_end = resp.text.find("</title>")
    title = resp.text[title_start + 7:title_end] if title_start != -1 else ""
    return {"url": url, "status": resp.status_code, "title": title}
