# behaviour: open/close pairs become with blocks: the same text read and written
# safe-fixes: python.reliability.unclosed-file
import os
import tempfile


def write_report(path: str, lines: list) -> None:
    out = open(path, "w", encoding="utf-8")
    for line in lines:
        out.write(line + "\n")
    out.close()


def read_config(path: str) -> str:
    handle = open(path, encoding="utf-8")
    text = handle.read()
    handle.close()
    return text.upper()


def main() -> None:
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "report.txt")
    try:
        write_report(path, ["alpha", "beta"])
        print(read_config(path), end="")
        print(os.path.getsize(path))
    finally:
        os.remove(path)
        os.rmdir(folder)


main()
