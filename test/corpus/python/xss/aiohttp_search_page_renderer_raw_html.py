# corpus: CWE-79 vulnerable — SearchPage.heading puts the ?q= value unescaped into markup returned as a text/html aiohttp response.
from dataclasses import dataclass, field
from typing import List

from aiohttp import web

CATALOGUE = ["espresso beans", "pour-over kettle", "burr grinder", "milk jug", "scale"]


@dataclass
class SearchPage:
    query: str
    results: List[str] = field(default_factory=list)

    def heading(self) -> str:
        return f"<h1>Results for &ldquo;{self.query}&rdquo;</h1>"

    def body(self) -> str:
        if not self.results:
            return "<p class='empty'>Nothing matched your search.</p>"
        items = "".join(f"<li>{name}</li>" for name in self.results)
        return f"<ul>{items}</ul>"

    def render(self) -> str:
        return f"<!doctype html><html><body>{self.heading()}{self.body()}</body></html>"


async def search(request: web.Request) -> web.Response:
    query = request.query.get("q", "")
    matches = [name for name in CATALOGUE if query.lower() in name]
    page = SearchPage(query=query, results=matches)
    return web.Response(text=page.render(), content_type="text/html")


app = web.Application()
app.router.add_get("/search", search)

if __name__ == "__main__":
    web.run_app(app, port=8083)
