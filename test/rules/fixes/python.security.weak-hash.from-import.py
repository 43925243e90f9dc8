from hashlib import md5, sha1
import hashlib
import hashlib


def pair_digests() -> tuple:
    # ruleid: python.security.weak-hash@low
    a, b = hashlib.sha256(b"x"), hashlib.sha256(b"y")
    return a.hexdigest(), b.hexdigest()
