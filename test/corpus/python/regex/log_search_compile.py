# corpus: CWE-1333 vulnerable — a pattern from the query string is compiled and run against log lines.
import re

from flask import Flask, request

app = Flask(__name__)
LOG_FILE = "/var/log/app/app.log"


@app.route("/logs/grep")
def grep_logs():
    pattern = re.compile(request.args.get("pattern", ""))
    with open(LOG_FILE, encoding="utf-8", errors="replace") as fh:
        hits = [line.rstrip() for line in fh if pattern.search(line)]
    return {"matches": hits[:100]}
