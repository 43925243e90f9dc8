# behaviour: timeout=30 on requests calls: the same responses from a server that answers
# safe-fixes: python.reliability.request-without-timeout
import sys
import types

# A stand-in for requests (not installed here) whose server answers at once; it accepts timeout= like the real one.
_requests = types.ModuleType("requests")


class _Response:
    def __init__(self, url: str, payload: dict) -> None:
        self.status_code = 200 if "missing" not in url else 404
        self._payload = {"url": url, **payload}

    def json(self) -> dict:
        return self._payload


def _get(url, params=None, timeout=None):
    return _Response(url, dict(params or {}))


def _post(url, json=None, timeout=None):
    return _Response(url, {"posted": json})


_requests.get = _get
_requests.post = _post
sys.modules["requests"] = _requests

import requests  # noqa: E402

API = "https://api.example.com"


def fetch_rates(currency: str) -> dict:
    response = requests.get(f"{API}/rates", params={"base": currency})
    return response.json()


def post_event(payload: dict) -> int:
    response = requests.post(
        f"{API}/events",
        json=payload,
    )
    return response.status_code


def status_of(path: str) -> int:
    return requests.get(API + path).status_code


def main() -> None:
    print(fetch_rates("EUR"))
    print(post_event({"type": "signup"}))
    print(status_of("/health"), status_of("/missing"))


main()
