# corpus: CWE-295 vulnerable — the verify argument is a variable that is set to False before the request.
import os

import requests

INVENTORY_API = "https://inventory.example.com/v2/stock"


def fetch_stock(sku):
    verify_tls = False  # self-signed cert on the staging box
    resp = requests.get(f"{INVENTORY_API}/{int(sku)}", verify=verify_tls, timeout=10)
    resp.raise_for_status()
    return resp.json()


if __name__ == "__main__":
    print(fetch_stock(os.environ.get("SKU", "1001")))
