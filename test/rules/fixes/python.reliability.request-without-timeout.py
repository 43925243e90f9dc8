import requests

API = "https://api.example.com"


def fetch_rates() -> dict:
    # ruleid: python.reliability.request-without-timeout
    response = requests.get(f"{API}/rates", timeout=30)
    # ok: python.reliability.request-without-timeout
    fallback = requests.get(f"{API}/rates/cached", timeout=5)
    return response.json() or fallback.json()


def post_event(payload: dict, **options) -> int:
    # ruleid: python.reliability.request-without-timeout
    response = requests.post(
        f"{API}/events",
        json=payload, timeout=30,
    )
    # ok: python.reliability.request-without-timeout
    forwarded = requests.post(f"{API}/events/mirror", json=payload, **options)
    return response.status_code + forwarded.status_code


def download(url: str, path: str) -> None:
    # ruleid: python.reliability.request-without-timeout
    response = requests.get(url, stream=True, timeout=30)
    with open(path, "wb") as out:
        for chunk in response.iter_content(65536):
            out.write(chunk)


def next_updates(offset: int) -> list:
    # ruleid: python.reliability.request-without-timeout
    response = requests.get(f"{API}/getUpdates", params={"offset": offset, "timeout": 60}, timeout=30)
    return response.json()["result"]
