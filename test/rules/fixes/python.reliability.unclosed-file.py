import csv
import json


def read_config(path: str) -> str:
    # ruleid: python.reliability.unclosed-file
    with open(path) as handle:
        text = handle.read()
    # ok: python.reliability.unclosed-file
    with open(path) as other:
        return text + other.read()


def load_rules(path: str) -> dict:
    # ruleid: python.reliability.unclosed-file
    rules = json.loads(open(path).read())
    return rules


def open_log(path: str):
    # ok: python.reliability.unclosed-file
    log = open(path, "a", encoding="utf-8")
    return log


def write_report(path: str, lines: list) -> None:
    # ok: python.reliability.unclosed-file
    out = open(path, "w", encoding="utf-8")
    try:
        out.writelines(lines)
    finally:
        out.close()


def rows_or_reader(path: str, lazy: bool):
    # ruleid: python.reliability.unclosed-file
    with open(path, encoding="utf-8") as handle:
        reader = csv.reader(handle)
        if lazy:
            return reader
        rows = list(reader)
    return rows


class Upload:
    def __init__(self, stream, name):
        self.stream = stream
        self.name = name


def upload_from(path):
    # ok: python.reliability.unclosed-file
    handle = open(path, "rb")
    upload = Upload(handle, path)
    return upload


def send_upload(path, check):
    # Handed to the upload, which owns it; closed here only when the hand-over fails.
    # ok: python.reliability.unclosed-file
    handle = open(path, "rb")
    upload = Upload(handle, path)
    try:
        check(upload)
    except ValueError:
        handle.close()
        raise
    return upload


def peek_upload(path):
    # Closed here on the normal path too: this function kept the file, and an early return leaks it.
    # ruleid: python.reliability.unclosed-file
    with open(path, "rb") as handle:
        upload = Upload(handle, path)
        if not upload.name:
            return None
        header = handle.read(16)
    return header
