# corpus: CWE-79 vulnerable — BannerService checks the level against an allow-list but wraps the message query parameter in Markup unescaped before it is served as HTML.
from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import HTMLResponse
from markupsafe import Markup

app = FastAPI()

LEVELS = {"info", "warning", "outage"}


class BannerService:
    def __init__(self, product: str):
        self.product = product

    def banner(self, level: str, message: str) -> Markup:
        if level not in LEVELS:
            raise HTTPException(status_code=400, detail="unknown level")
        return Markup(f'<div class="banner banner-{level}"><strong>{self.product}:</strong> {message}</div>')

    def page(self, banner: Markup) -> str:
        return (
            "<!doctype html><html><head><link rel='stylesheet' href='/static/status.css'></head>"
            f"<body>{banner}<p>Check back later for updates.</p></body></html>"
        )


def get_banner_service() -> BannerService:
    return BannerService("Acme Cloud")


@app.get("/status/preview", response_class=HTMLResponse)
def preview_banner(
    level: str = Query("info"),
    message: str = Query(..., max_length=500),
    service: BannerService = Depends(get_banner_service),
):
    return HTMLResponse(service.page(service.banner(level, message)))
