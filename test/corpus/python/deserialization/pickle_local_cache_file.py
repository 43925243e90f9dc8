# corpus: CWE-502 safe — pickle only reads a cache file at a fixed path that this module itself writes.
import os
import pickle

from flask import Flask, request

app = Flask(__name__)
CACHE_PATH = "/var/cache/catalog/index.pkl"


def build_index():
    index = {"built": True, "categories": ["books", "music", "games"]}
    with open(CACHE_PATH, "wb") as fh:
        pickle.dump(index, fh)
    return index


@app.route("/catalog/categories")
def categories():
    if not os.path.exists(CACHE_PATH):
        build_index()
    with open(CACHE_PATH, "rb") as fh:
        index = pickle.load(fh)
    prefix = request.args.get("prefix", "")
    return {"categories": [c for c in index["categories"] if c.startswith(prefix)]}
