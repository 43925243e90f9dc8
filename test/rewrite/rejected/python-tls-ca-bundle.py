# rejected: verify="/path/ca.pem" verifies against that bundle; it is not a disabled check to replace
# keeps-all: verify="/etc/ssl/certs/internal-ca.pem"
import requests


def fetch_internal(url: str) -> int:
    return requests.get(url, verify="/etc/ssl/certs/internal-ca.pem", timeout=5).status_code
