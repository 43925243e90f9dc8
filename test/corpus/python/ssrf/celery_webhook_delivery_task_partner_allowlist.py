# corpus: CWE-918 safe — checked_callback parses the queued callback_url and raises unless it is https on a host in the partner allow-list.
import hashlib
import hmac
import json
import os
from urllib.parse import urlsplit

import requests
from celery import Celery

app = Celery("webhooks", broker=os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0"))

SIGNING_SECRET = os.environ["WEBHOOK_SIGNING_SECRET"].encode()
PARTNER_HOSTS = frozenset({"hooks.acme-logistics.com", "api.parcelgrid.io", "notify.shipfast.eu"})


def checked_callback(url: str) -> str:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in PARTNER_HOSTS or parts.port not in (None, 443):
        raise ValueError(f"callback host not allowed: {parts.hostname!r}")
    return url


class WebhookClient:
    timeout = 5

    def __init__(self, session=None):
        self.session = session or requests.Session()

    def _signature(self, body: bytes) -> str:
        return hmac.new(SIGNING_SECRET, body, hashlib.sha256).hexdigest()

    def deliver(self, url: str, event: dict) -> int:
        body = json.dumps(event, separators=(",", ":")).encode()
        response = self.session.post(
            url,
            data=body,
            headers={"Content-Type": "application/json", "X-Signature": self._signature(body)},
            timeout=self.timeout,
            allow_redirects=False,
        )
        return response.status_code


client = WebhookClient()


@app.task(bind=True, max_retries=5, default_retry_delay=30)
def deliver_webhook(self, payload):
    try:
        url = checked_callback(payload["callback_url"])
    except ValueError:
        return None
    event = {"type": payload["event_type"], "data": payload.get("data", {})}
    status = client.deliver(url, event)
    if status >= 500:
        raise self.retry()
    return status
