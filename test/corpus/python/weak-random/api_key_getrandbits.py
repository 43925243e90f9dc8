# corpus: CWE-330 vulnerable — new API keys come from random.getrandbits, a Mersenne Twister generator.
import random
import sys

from .keys import store_api_key


def issue_key(client_name):
    key = "%032x" % random.getrandbits(128)
    store_api_key(client_name, key)
    return key


if __name__ == "__main__":
    print(issue_key(sys.argv[1]))
