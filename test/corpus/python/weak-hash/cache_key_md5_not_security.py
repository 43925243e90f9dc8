# corpus: CWE-328 safe — MD5 only builds a cache key and is declared with usedforsecurity=False.
import hashlib

from flask import Flask, request

from .cache import cache, render_chart

app = Flask(__name__)


@app.route("/charts")
def chart():
    params = request.query_string
    key = "chart:" + hashlib.md5(params, usedforsecurity=False).hexdigest()
    svg = cache.get(key)
    if svg is None:
        svg = render_chart(request.args)
        cache.set(key, svg, timeout=300)
    return svg, 200, {"Content-Type": "image/svg+xml"}
