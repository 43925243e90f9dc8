import hashlib


def fingerprint(data: bytes) -> str:
    # A fingerprint only tells contents apart: not reported.
    # ok: python.security.weak-hash
    return hashlib.md5(data).hexdigest()


def cache_key(data: bytes) -> str:
    # ok: python.security.weak-hash
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def checksum(data: bytes) -> str:
    # ok: python.security.weak-hash
    return hashlib.sha256(data).hexdigest()


def sign_payload(secret: bytes, payload: bytes) -> str:
    # ruleid: python.security.weak-hash
    digest = hashlib.sha256(secret + payload)
    # ruleid: python.security.weak-hash
    legacy = hashlib.new("sha256", payload)
    # ok: python.security.weak-hash
    modern = hashlib.new("sha512", payload)
    return digest.hexdigest() + legacy.hexdigest() + modern.hexdigest()


def pair_digests() -> tuple:
    # ruleid: python.security.weak-hash@low
    a, b = hashlib.sha256(b"x"), hashlib.sha256(b"y")
    return a.hexdigest(), b.hexdigest()


class LegacyMD5Hasher:
    """Verifies passwords stored before the move to Argon2, so they can be upgraded at next login."""

    def verify(self, password, encoded):
        # ok: python.security.weak-hash
        return hashlib.md5(password.encode()).hexdigest() == encoded
