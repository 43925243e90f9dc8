import html
from dataclasses import dataclass
from typing import NamedTuple

from aiohttp import web


@dataclass
class Page:
    title: str
    footer: str = "<footer>shop</footer>"

    def render(self) -> str:
        return f"<html><h1>{self.title}</h1>{self.footer}</html>"


class Banner(NamedTuple):
    text: str

    def render(self) -> str:
        return f"<div class='banner'>{html.escape(self.text)}</div>"


async def search(request: web.Request) -> web.Response:
    query = request.query.get("q", "")
    # ruleid: python.security.xss-template
    return web.Response(text=f"<h1>{html.escape(str(query))}</h1>", content_type="text/html")


async def search_page(request: web.Request) -> web.Response:
    page = Page(title=request.query.get("q", ""))
    # ruleid: python.security.xss-template
    return web.Response(text=page.render(), content_type="text/html")


async def search_page_positional(request: web.Request) -> web.Response:
    page = Page(request.query.get("q", ""))
    # ruleid: python.security.xss-template
    return web.Response(body=page.render().encode(), content_type="text/html")


async def search_banner(request: web.Request) -> web.Response:
    banner = Banner(request.query.get("q", ""))
    # ok: python.security.xss-template
    return web.Response(text=banner.render(), content_type="text/html")


async def search_plain(request: web.Request) -> web.Response:
    query = request.query.get("q", "")
    # ok: python.security.xss-template
    return web.Response(text=f"results for {query}")


async def search_escaped(request: web.Request) -> web.Response:
    query = request.query.get("q", "")
    # ok: python.security.xss-template
    return web.Response(text=f"<h1>{html.escape(query)}</h1>", content_type="text/html")


app = web.Application()
app.router.add_get("/search", search)
app.router.add_get("/search-page", search_page)
app.router.add_get("/search-page-positional", search_page_positional)
app.router.add_get("/search-banner", search_banner)
app.router.add_get("/search-plain", search_plain)
app.router.add_get("/search-escaped", search_escaped)
