# corpus: CWE-330 safe — random only adds jitter to retry delays when calling a webhook.
import os
import random
import time

import requests

WEBHOOK_URL = "https://hooks.example.com/orders"


def deliver(payload, attempts=5):
    for attempt in range(attempts):
        resp = requests.post(WEBHOOK_URL, json=payload, timeout=5)
        if resp.ok:
            return True
        time.sleep(min(30, 2 ** attempt) + random.uniform(0, 1))
    return False


if __name__ == "__main__":
    deliver({"order": os.environ.get("ORDER_ID", "test")})
