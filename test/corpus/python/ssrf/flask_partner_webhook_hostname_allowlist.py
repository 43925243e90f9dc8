# corpus: CWE-918 safe — the hostname parsed from the callback URL must be in the partner allow-list and the scheme must be https before requests.post is called with it.
from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, current_app, jsonify, request

partners = Blueprint("partners", __name__, url_prefix="/partners")

PARTNER_HOSTS = {"hooks.acme-logistics.com", "api.parcelpoint.io", "events.fastfreight.eu"}


class WebhookNotifier:
    def __init__(self, session=None):
        self.session = session or requests.Session()

    def deliver(self, url, event):
        response = self.session.post(url, json=event, timeout=5, allow_redirects=False)
        return response.status_code


notifier = WebhookNotifier()


def _validated_callback(url):
    parsed = urlparse(url)
    host = parsed.hostname
    if parsed.scheme != "https" or host not in PARTNER_HOSTS:
        abort(400, description="callback host is not a registered partner")
    return url


@partners.route("/test-callback", methods=["POST"])
def test_callback():
    payload = request.get_json(force=True) or {}
    url = payload.get("callback_url", "")
    _validated_callback(url)
    event = {"type": "ping", "shipment": payload.get("shipment_id"), "source": current_app.name}
    status = notifier.deliver(url, event)
    return jsonify({"delivered": 200 <= status < 300, "status": status})
