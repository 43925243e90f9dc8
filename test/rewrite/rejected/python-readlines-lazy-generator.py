# rejected: a generator over the file read after its with block closes it would fail; over readlines() it does not
# keeps: (line.strip() for line in source.readlines())
def stripped(path: str):
    with open(path, encoding="utf-8") as source:
        lines = (line.strip() for line in source.readlines())
    return lines
