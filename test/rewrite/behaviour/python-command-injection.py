# behaviour: shell commands without shell syntax run as argument lists: the same output for ordinary names
# safe-fixes: python.security.command-injection
# inputs: words (file names; white space and globs are shell syntax, what the fix is for)
import os
import subprocess
import sys
import tempfile


def count_lines(path: str) -> str:
    result = subprocess.run(f"wc -l {path}", shell=True, check=True, capture_output=True, text=True)
    return result.stdout.split()[0]


def list_folder(folder: str) -> None:
    sys.stdout.flush()
    os.system("ls " + folder)


def main() -> None:
    folder = tempfile.mkdtemp(prefix=os.environ.get("LISTING_PREFIX", "listing-"))
    names = sys.argv[1:] or ["notes.txt", "report-2024.csv"]
    try:
        for name in names:
            path = os.path.join(folder, name)
            with open(path, "w", encoding="utf-8") as out:
                out.write("one\ntwo\nthree\n")
            print(name, count_lines(path))
        list_folder(folder)
    finally:
        for name in os.listdir(folder):
            os.remove(os.path.join(folder, name))
        os.rmdir(folder)


main()
