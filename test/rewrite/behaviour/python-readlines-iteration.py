# behaviour: looping over the file instead of readlines() sees the same lines, in loops and comprehensions
# safe-fixes: python.performance.readlines-iteration
import os
import tempfile


def count_errors(path: str) -> int:
    errors = 0
    with open(path, encoding="utf-8") as log:
        for line in log.readlines():
            if "ERROR" in line:
                errors += 1
    return errors


def distinct(path: str) -> list:
    with open(path, encoding="utf-8") as source:
        return sorted({line.strip() for line in source.readlines() if line.strip()})


def longest(path: str) -> int:
    with open(path, encoding="utf-8") as source:
        return max(len(line.rstrip("\n")) for line in source.readlines())


def main() -> None:
    fd, path = tempfile.mkstemp(suffix=".log")
    with os.fdopen(fd, "w", encoding="utf-8") as out:
        out.write("INFO start\nERROR disk\n\nERROR net\nINFO start\nINFO done")
    try:
        print(count_errors(path))
        print(distinct(path))
        print(longest(path))
    finally:
        os.remove(path)


main()
