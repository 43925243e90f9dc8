# corpus: CWE-117 vulnerable — the reason given on the command line is logged through a helper without removing newlines.
import logging
import sys

logging.basicConfig(filename="/var/log/maintenance.log", level=logging.INFO)


def audit(action, detail):
    logging.info("action=%s detail=" % action + detail)


if __name__ == "__main__":
    reason = " ".join(sys.argv[1:])
    audit("maintenance-start", reason)
    print("maintenance mode enabled")
