# corpus: CWE-1333 vulnerable — the pattern argument from argv is used with re.findall on every input line.
import re
import sys


def main():
    user_pattern = sys.argv[1]
    for line in sys.stdin:
        for hit in re.findall(user_pattern, line):
            print(hit)


if __name__ == "__main__":
    main()
