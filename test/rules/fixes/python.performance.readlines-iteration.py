def count_errors(path: str) -> int:
    errors = 0
    with open(path, encoding="utf-8") as log:
        # ruleid: python.performance.readlines-iteration
        for line in log:
            if "ERROR" in line:
                errors += 1
    return errors


def tail(path: str, size: int) -> list:
    with open(path, encoding="utf-8") as log:
        # ok: python.performance.readlines-iteration
        lines = log.readlines()
    return lines[-size:]


def ids(path: str) -> set:
    with open(path, encoding="utf-8") as source:
        # ruleid: python.performance.readlines-iteration
        return {line.strip() for line in source if line.strip()}


def words(text_lines: list) -> int:
    # ok: python.performance.readlines-iteration
    return sum(len(line.split()) for line in text_lines)


def header(path: str) -> tuple:
    rows = []
    with open(path, encoding="utf-8") as source:
        # ruleid: python.performance.readlines-iteration
        for line in source:
            if not line.startswith("#"):
                break
            rows.append(line)
        rest = source.read()
    return rows, rest


def lazy_lines(path: str):
    with open(path, encoding="utf-8") as source:
        # ruleid: python.performance.readlines-iteration
        lines = (line.strip() for line in source)
    return lines


def total(path: str) -> int:
    with open(path, encoding="utf-8") as source:
        # ruleid: python.performance.readlines-iteration
        return sum(int(line) for line in source)
