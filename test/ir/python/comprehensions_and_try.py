import json as j


def parse(text, *, strict=False):
    try:
        data = j.loads(text)
    except ValueError as error:
        raise RuntimeError("bad") from error
    finally:
        cleanup()
    names = [d["name"] for d in data if d]
    a, (b, c) = 1, (2, 3)
    total = (x := len(names)) + 1
    return "%s items" % total if strict else names
