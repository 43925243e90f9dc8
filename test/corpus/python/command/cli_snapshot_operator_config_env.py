# corpus: CWE-78 safe — the only external value is the operator's SNAPSHOT_CONFIG path, passed whole as one argument of an argument vector.
"""Create a database snapshot with the settings in the operator's config file."""
import argparse
import os
import subprocess
import sys

DEFAULT_CONFIG = "/etc/snapshotter/config.toml"
SNAPSHOT_TOOL = "/usr/local/bin/snapshotter"


def config_path():
    return os.environ.get("SNAPSHOT_CONFIG", DEFAULT_CONFIG)


def build_command(config, dry_run):
    cmd = [SNAPSHOT_TOOL, "--config", config, "create"]
    if dry_run:
        cmd.append("--dry-run")
    return cmd


def main(argv=None):
    parser = argparse.ArgumentParser(prog="snapshot")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    config = config_path()
    if not os.path.isfile(config):
        print(f"config file not found: {config}", file=sys.stderr)
        return 2
    completed = subprocess.run(build_command(config, args.dry_run), check=False)
    return completed.returncode


if __name__ == "__main__":
    sys.exit(main())
