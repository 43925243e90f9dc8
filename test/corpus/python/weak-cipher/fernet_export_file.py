# corpus: CWE-327 safe — the export read from stdin is encrypted with Fernet (AES-CBC plus HMAC-SHA256).
import os
import sys

from cryptography.fernet import Fernet


def encrypt_export(data):
    fernet = Fernet(os.environ["EXPORT_FERNET_KEY"])
    return fernet.encrypt(data)


if __name__ == "__main__":
    # usage: pg_dump shop | encrypt_export.py > shop.sql.fernet
    sys.stdout.buffer.write(encrypt_export(sys.stdin.buffer.read()))
