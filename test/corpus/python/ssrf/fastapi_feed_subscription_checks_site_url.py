# corpus: CWE-918 vulnerable — the host allow-list is applied to site_url, but FeedFetcher downloads feed_url from the same body without any check.
from urllib.parse import urlparse

import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

PUBLISHER_HOSTS = {"blog.example.org", "news.example.com", "status.example.net"}


class Subscription(BaseModel):
    site_url: str
    feed_url: str
    label: str = ""


class FeedFetcher:
    def __init__(self, client: httpx.Client):
        self.client = client

    def _check_publisher(self, sub: Subscription) -> None:
        host = urlparse(sub.site_url).hostname
        if host not in PUBLISHER_HOSTS:
            raise HTTPException(status_code=400, detail="publisher not supported")

    def first_entries(self, sub: Subscription) -> str:
        self._check_publisher(sub)
        response = self.client.get(sub.feed_url, timeout=10.0, follow_redirects=True)
        response.raise_for_status()
        return response.text[:5000]


def get_fetcher():
    with httpx.Client(headers={"User-Agent": "feed-reader/2.1"}) as client:
        yield FeedFetcher(client)


@app.post("/subscriptions/preview")
def preview_subscription(sub: Subscription, fetcher: FeedFetcher = Depends(get_fetcher)):
    body = fetcher.first_entries(sub)
    return {"label": sub.label or sub.site_url, "preview": body}
