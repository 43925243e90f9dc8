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
