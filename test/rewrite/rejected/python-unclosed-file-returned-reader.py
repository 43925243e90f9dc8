# rejected: a return in between hands out a reader over the file: a with block would close the file under it
# keeps: handle = open(path, encoding="utf-8")
import csv


def rows_or_reader(path: str, lazy: bool):
    handle = open(path, encoding="utf-8")
    reader = csv.reader(handle)
    if lazy:
        return reader
    rows = list(reader)
    handle.close()
    return rows
