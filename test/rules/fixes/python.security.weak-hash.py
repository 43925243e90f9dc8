import hashlib
import os


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


def client_nonce(counter: int, server_nonce: str) -> str:
    seed = f"{counter}:{server_nonce}".encode() + os.urandom(8)
    # A digest cut to a few characters is a name: the cut gave up collision resistance already.
    # ok: python.security.weak-hash
    return hashlib.sha1(seed).hexdigest()[:16]


def debugger_cookie_name(machine_bits: list) -> str:
    # ok: python.security.weak-hash
    h = hashlib.sha1()
    for bit in machine_bits:
        h.update(bit)
    return f"__dbg{h.hexdigest()[:20]}"


def template_key(name: str) -> str:
    # A lookup key named for what it finds (not an api_key or a secret_key): the digest only tells names apart.
    # ok: python.security.weak-hash
    return "tmpl_" + hashlib.sha1(name.encode("utf-8")).hexdigest()


def session_token_digest(token: str) -> str:
    # Read whole once: a digest of a token, not only a short name.
    # ruleid: python.security.weak-hash
    h = hashlib.sha256(token.encode())
    short = h.hexdigest()[:8]
    return short + h.hexdigest()
