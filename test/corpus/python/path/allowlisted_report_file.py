# corpus: CWE-22 safe — the report name must be one of a fixed set before it is used in the path.
import os

from flask import Flask, Response, abort, request

app = Flask(__name__)
REPORT_DIR = "/srv/reports"
REPORTS = {"daily.csv", "weekly.csv", "monthly.csv"}


@app.route("/reports/download")
def download_report():
    name = request.args.get("report", "")
    if name not in REPORTS:
        abort(404)
    with open(os.path.join(REPORT_DIR, name), encoding="utf-8") as fh:
        return Response(fh.read(), mimetype="text/csv")
