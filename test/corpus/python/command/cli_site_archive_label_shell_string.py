# corpus: CWE-78 vulnerable — the --label argument and site names read from stdin are assembled into a tar command string run by os.system.
"""Archive web roots listed on stdin (one site per line), e.g. `list-sites | site-archive --label weekly`."""
import argparse
import datetime
import os
import sys

WEB_ROOT = "/srv/www"
ARCHIVE_DIR = "/var/backups/sites"


def archive_name(site, label):
    stamp = datetime.date.today().strftime("%Y%m%d")
    return f"{ARCHIVE_DIR}/{site}-{label}-{stamp}.tar.gz"


def build_command(site, label):
    return "tar -czf " + archive_name(site, label) + " -C " + WEB_ROOT + "/" + site + " ."


def main(argv=None):
    parser = argparse.ArgumentParser(prog="site-archive")
    parser.add_argument("--label", default="nightly")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    failures = 0
    for line in sys.stdin:
        site = line.strip()
        if not site:
            continue
        cmd = build_command(site, args.label)
        if args.dry_run:
            print(cmd)
            continue
        if os.system(cmd) != 0:
            print(f"archive failed for {site}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
