# corpus: CWE-78 safe — the branch name must fully match a strict pattern before it is placed in the shell command.
import re
import subprocess
import sys


def checkout(branch):
    if not re.fullmatch(r"[A-Za-z0-9._/-]{1,64}", branch) or branch.startswith("-"):
        raise SystemExit(f"invalid branch name: {branch!r}")
    subprocess.run(f"git checkout {branch} && git pull --ff-only", shell=True, check=True)


if __name__ == "__main__":
    checkout(sys.argv[1])
