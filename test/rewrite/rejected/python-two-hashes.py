# rejected: two findings of one rule on one line are two findings, each listed once (identity)
# keeps: hashlib.md5(b"x")
import hashlib

a, b = hashlib.md5(b"x"), hashlib.sha1(b"y")
print(a.hexdigest(), b.hexdigest())
