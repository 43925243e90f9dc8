# rejected: a long poll asks the server to hold the response 60 seconds: a 30-second timeout would fail ordinary calls
# keeps: params={"offset": offset, "timeout": 60})
import requests


def next_updates(offset: int) -> list:
    response = requests.get("https://api.example.com/getUpdates", params={"offset": offset, "timeout": 60})
    return response.json()["result"]
