# corpus: CWE-78 vulnerable — the directory argument is %-formatted into a shell pipeline given to os.popen.
import os
import sys


def disk_usage(directory):
    pipe = os.popen("du -sh %s | sort -h" % directory)
    return pipe.read()


if __name__ == "__main__":
    target = sys.argv[1] if len(sys.argv) > 1 else "."
    print(disk_usage(target))
