# corpus: CWE-918 safe — the request picks a feed name and the URL comes from a constant table.
import requests
from flask import Flask, abort, request

app = Flask(__name__)
FEEDS = {
    "news": "https://feeds.example.com/news.xml",
    "releases": "https://feeds.example.com/releases.xml",
}


@app.route("/feeds")
def get_feed():
    feed = request.args.get("feed", "news")
    if feed not in FEEDS:
        abort(404)
    return requests.get(FEEDS[feed], timeout=5).text, 200, {"Content-Type": "application/xml"}
