# corpus: CWE-918 vulnerable — the url entry of the posted JSON options is stored on PreviewFetcher and fetched server-side with no scheme, host or address restriction.
import json
from html.parser import HTMLParser

import requests
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View


class _MetaParser(HTMLParser):
    def __init__(self):
        super().__init__()
        self.meta = {}

    def handle_starttag(self, tag, attrs):
        if tag != "meta":
            return
        attrs = dict(attrs)
        key = attrs.get("property") or attrs.get("name")
        if key in ("og:title", "og:description", "og:image", "description"):
            self.meta[key] = attrs.get("content", "")


class PreviewFetcher:
    def __init__(self, options: dict):
        self.options = options
        self.session = requests.Session()
        self.session.headers["User-Agent"] = "ChatPreview/2.1"

    def fetch(self) -> dict:
        response = self.session.get(self.options["url"], timeout=self.options["timeout"], stream=True)
        response.raise_for_status()
        parser = _MetaParser()
        parser.feed(response.raw.read(256 * 1024, decode_content=True).decode("utf-8", "replace"))
        return parser.meta


class LinkPreviewView(LoginRequiredMixin, View):
    def post(self, request):
        try:
            options = json.loads(request.body)
        except ValueError:
            return HttpResponseBadRequest("invalid json")
        if not isinstance(options, dict) or "url" not in options:
            return HttpResponseBadRequest("url required")
        options["timeout"] = 4
        return JsonResponse(PreviewFetcher(options).fetch())
