# corpus: CWE-328 vulnerable — the password hash algorithm defaults to md5 when the config does not set one.
import hashlib
import os
import sys

CONFIG = {"pepper": os.environ.get("PEPPER", "")}


def hash_password(password):
    algorithm = CONFIG.get("hash", "md5")
    return hashlib.new(algorithm, (password + CONFIG["pepper"]).encode()).hexdigest()


if __name__ == "__main__":
    # usage: hashpw.py <password>  -> prints the value to store in the users table
    print(hash_password(sys.argv[1]))
