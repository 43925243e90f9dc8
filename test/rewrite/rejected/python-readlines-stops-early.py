# rejected: the loop stops early and the handle is read afterwards: readlines() had consumed the whole file
# keeps: for line in source.readlines():
def header_and_rest(path: str) -> tuple:
    header = []
    with open(path, encoding="utf-8") as source:
        for line in source.readlines():
            if not line.startswith("#"):
                break
            header.append(line)
        rest = source.read()
    return header, rest
