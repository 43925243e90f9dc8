# behaviour: random.* values used as secrets come from secrets instead: values of the same form and range
# safe-fixes: python.security.insecure-randomness
import random
import string


def reset_token() -> str:
    reset_token = "".join(random.choice(string.ascii_letters) for _ in range(32))
    return reset_token


def login_code() -> str:
    otp_code = "%06d" % random.randint(100000, 999999)
    return otp_code


def api_key() -> str:
    return "%032x" % random.getrandbits(128)


def main() -> None:
    token = reset_token()
    print(len(token), all(c in string.ascii_letters for c in token))
    codes = [login_code() for _ in range(200)]
    print(all(len(c) == 6 and 100000 <= int(c) <= 999999 for c in codes))
    keys = [api_key() for _ in range(50)]
    print(all(len(k) == 32 and int(k, 16) < 2 ** 128 for k in keys))


main()
