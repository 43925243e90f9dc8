# rejected: the random module is seeded, so the original's codes were reproducible; the secrets module's are not
# keeps: random.randint(1, 999999)
# keeps-all: (1 + secrets.randbelow(999999))
import random

random.seed(1234)


def demo_code() -> str:
    otp_code = "%06d" % random.randint(1, 999999)
    return otp_code
