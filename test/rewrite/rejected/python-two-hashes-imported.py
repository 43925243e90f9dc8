# rejected: two weak hashes imported by name on one line: two findings, both fixed in the full rewrite with one import
# keeps: a, b = md5(b"x"), sha1(b"y")
# keeps-all: a, b = hashlib.sha256(b"x"), hashlib.sha256(b"y")
from hashlib import md5, sha1

a, b = md5(b"x"), sha1(b"y")
print(a.hexdigest(), b.hexdigest())
