# rejected: CERT_NONE on a server context means clients need no certificate; CERT_REQUIRED would refuse them all
# keeps-all: context.verify_mode = ssl.CERT_NONE
import ssl


def server_context(cert: str, key: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    context.verify_mode = ssl.CERT_NONE
    return context
