# corpus: CWE-918 vulnerable — the callback_url in the queued payload (set by the customer) is posted to by WebhookClient without any host check.
import hashlib
import hmac
import json
import os

import requests
from celery import Celery

app = Celery("webhooks", broker=os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0"))

SIGNING_SECRET = os.environ["WEBHOOK_SIGNING_SECRET"].encode()


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
        )
        return response.status_code


client = WebhookClient()


@app.task(bind=True, max_retries=5, default_retry_delay=30)
def deliver_webhook(self, payload):
    url = payload["callback_url"]
    event = {"type": payload["event_type"], "data": payload.get("data", {})}
    status = client.deliver(url, event)
    if status >= 500:
        raise self.retry()
    return status
