# corpus: CWE-22 vulnerable — the template name from argv is joined to the template folder and copied into place.
import os
import shutil
import sys

TEMPLATE_DIR = "/opt/site/templates"
OUTPUT_DIR = "/opt/site/current"


def restore(name):
    source = os.path.join(TEMPLATE_DIR, name)
    shutil.copy(source, os.path.join(OUTPUT_DIR, "index.html"))
    print(f"restored {source}")


if __name__ == "__main__":
    restore(sys.argv[1])
