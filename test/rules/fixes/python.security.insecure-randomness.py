import random
import secrets
import string


def issue_reset(user_id: int) -> dict:
    # ruleid: python.security.insecure-randomness
    reset_token = "".join(secrets.choice(string.ascii_letters) for _ in range(32))
    # ok: python.security.insecure-randomness
    jitter = random.random() * 0.1
    # ok: python.security.insecure-randomness
    session_token = secrets.token_urlsafe(32)
    return {"user": user_id, "reset": reset_token, "jitter": jitter, "session": session_token}


def send_login_code(user) -> int:
    # ruleid: python.security.insecure-randomness
    otp_code = 100000 + secrets.randbelow(900000)
    # ok: python.security.insecure-randomness
    token_length = random.randint(16, 32)
    # ok: python.security.insecure-randomness
    retry_delay = random.uniform(0.5, 1.5)
    user.notify(otp_code, retry_delay)
    return token_length


def new_api_key() -> str:
    # ruleid: python.security.insecure-randomness
    return "%032x" % secrets.randbits(128)


def make_boundary(text=None) -> str:
    # The function says what the draw is for: a MIME boundary, which only has to differ from the text.
    # ok: python.security.insecure-randomness
    token = random.randrange(2**63)
    return "=" * 15 + "%019d" % token + "=="


def make_token() -> str:
    # ruleid: python.security.insecure-randomness
    token = secrets.randbits(64)
    return "%016x" % token
