# corpus: CWE-327 vulnerable — the exported document read from stdin is encrypted with AES in ECB mode.
import os
import sys

from Crypto.Cipher import AES
from Crypto.Util.Padding import pad


def encrypt_export(data, key):
    cipher = AES.new(key, AES.MODE_ECB)
    return cipher.encrypt(pad(data, AES.block_size))


if __name__ == "__main__":
    # usage: pg_dump shop | encrypt_export.py > shop.sql.enc
    plaintext = sys.stdin.buffer.read()
    sys.stdout.buffer.write(encrypt_export(plaintext, bytes.fromhex(os.environ["EXPORT_KEY_HEX"])))
