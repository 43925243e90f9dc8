# corpus: CWE-79 vulnerable — SearchPage escapes the result titles but puts the raw q parameter into the heading of the HTML returned with make_response.
import html
import sqlite3

from flask import Flask, make_response, request

app = Flask(__name__)
DATABASE = "/srv/kb/articles.db"


class ArticleIndex:
    def __init__(self, path):
        self.path = path

    def search(self, term):
        with sqlite3.connect(self.path) as conn:
            return conn.execute(
                "SELECT slug, title FROM articles WHERE title LIKE ? ORDER BY title LIMIT 50",
                (f"%{term}%",),
            ).fetchall()


class SearchPage:
    def _heading(self, query, count):
        return f"<h1>{count} results for &ldquo;{query}&rdquo;</h1>"

    def _item(self, slug, title):
        return f'<li><a href="/kb/{html.escape(slug)}">{html.escape(title)}</a></li>'

    def render(self, query, rows):
        items = "".join(self._item(slug, title) for slug, title in rows)
        return (
            "<!doctype html><html><head><title>Knowledge base search</title></head><body>"
            f"{self._heading(query, len(rows))}<ul>{items}</ul></body></html>"
        )


index = ArticleIndex(DATABASE)
page = SearchPage()


@app.route("/kb/search")
def kb_search():
    query = request.args.get("q", "").strip()
    rows = index.search(query) if query else []
    response = make_response(page.render(query, rows))
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    return response
