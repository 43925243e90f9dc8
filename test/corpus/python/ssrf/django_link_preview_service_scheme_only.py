# corpus: CWE-918 vulnerable — LinkPreviewService only checks that the url query parameter starts with http, so any internal host can be fetched with requests.get.
import re

import requests
from django.core.cache import cache
from django.http import JsonResponse
from django.views import View

TITLE = re.compile(r"<title[^>]*>(.*?)</title>", re.IGNORECASE | re.DOTALL)


class LinkPreviewService:
    timeout = 4

    def _looks_like_url(self, url):
        return url.startswith("http://") or url.startswith("https://")

    def fetch(self, url):
        if not self._looks_like_url(url):
            raise ValueError("not a web address")
        response = requests.get(url, timeout=self.timeout, headers={"User-Agent": "chat-unfurl/1.0"})
        match = TITLE.search(response.text[:100000])
        return {
            "url": url,
            "status": response.status_code,
            "title": match.group(1).strip() if match else "",
        }


class LinkPreviewView(View):
    service = LinkPreviewService()

    def get(self, request):
        url = request.GET.get("url", "")
        cache_key = f"unfurl:{hash(url)}"
        preview = cache.get(cache_key)
        if preview is None:
            try:
                preview = self.service.fetch(url)
            except ValueError as exc:
                return JsonResponse({"error": str(exc)}, status=400)
            cache.set(cache_key, preview, 600)
        return JsonResponse(preview)
