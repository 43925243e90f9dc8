# corpus: CWE-502 safe — yaml.load is called with Loader=yaml.SafeLoader.
import sys

import yaml


def load_inventory(stream):
    data = yaml.load(stream, Loader=yaml.SafeLoader)
    return data.get("hosts", []) if isinstance(data, dict) else []


if __name__ == "__main__":
    for host in load_inventory(sys.stdin):
        print(host)
