# behaviour: verifying TLS contexts instead of unverified ones: the same results for requests that need no bad certificate
# safe-fixes: python.security.tls-verification-disabled
import ssl
import urllib.request


def quick_context() -> ssl.SSLContext:
    return ssl._create_unverified_context()


def legacy_context() -> ssl.SSLContext:
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def fetch(url: str, context: ssl.SSLContext) -> str:
    with urllib.request.urlopen(url, context=context) as response:
        return response.read().decode()


def main() -> None:
    for context in [quick_context(), legacy_context()]:
        print(type(context).__name__, context.protocol == ssl.PROTOCOL_TLS_CLIENT)
        print(fetch("data:text/plain;charset=utf-8,hello%20world", context))


main()
