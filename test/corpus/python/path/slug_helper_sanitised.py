# corpus: CWE-22 safe — a same-file helper keeps only letters, digits and dashes from the page name.
import re
from pathlib import Path

from flask import Flask, abort

app = Flask(__name__)
PAGES = Path("/srv/wiki/pages")


def to_slug(name):
    return re.sub(r"[^a-z0-9-]", "", name.lower())[:80]


@app.route("/wiki/<page>")
def wiki_page(page):
    slug = to_slug(page)
    if not slug:
        abort(404)
    page_file = PAGES / f"{slug}.md"
    return {"slug": slug, "body": page_file.read_text(encoding="utf-8")}
