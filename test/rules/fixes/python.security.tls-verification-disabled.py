import ssl

import jwt
import requests


def fetch_status(url: str) -> int:
    # ruleid: python.security.tls-verification-disabled
    insecure = requests.get(url, verify=True, timeout=5)
    # ok: python.security.tls-verification-disabled
    secure = requests.get(url, verify=True, timeout=5)
    return insecure.status_code + secure.status_code


def legacy_context() -> ssl.SSLContext:
    context = ssl.create_default_context()
    # ruleid: python.security.tls-verification-disabled
    context.check_hostname = True
    # ruleid: python.security.tls-verification-disabled
    context.verify_mode = ssl.CERT_REQUIRED
    # ok: python.security.tls-verification-disabled
    if context.verify_mode == ssl.CERT_NONE:
        raise RuntimeError("unverified context")
    return context


def quick_context() -> ssl.SSLContext:
    # ruleid: python.security.tls-verification-disabled
    return ssl.create_default_context()


def read_claims(token: str) -> dict:
    # ok: python.security.tls-verification-disabled
    return jwt.decode(token, "key", algorithms=["HS256"], verify=True)


def fetch_internal(url: str) -> int:
    # ok: python.security.tls-verification-disabled
    return requests.get(url, verify="/etc/ssl/certs/internal-ca.pem", timeout=5).status_code


def server_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    # ok: python.security.tls-verification-disabled
    context.verify_mode = ssl.CERT_NONE
    return context


def client_context(server_hostname):
    context = ssl.create_default_context()
    if not server_hostname:
        # No host name to compare: the certificate is still verified against the CAs.
        # ok: python.security.tls-verification-disabled
        context.check_hostname = False
    return context


def legacy_client(host):
    context = ssl.create_default_context()
    if host.endswith(".legacy.example"):
        # ruleid: python.security.tls-verification-disabled
        context.check_hostname = True
    return context
