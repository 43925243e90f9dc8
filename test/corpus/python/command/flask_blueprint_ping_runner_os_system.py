# corpus: CWE-78 vulnerable — the host query parameter is passed to Runner().run, which formats it into a command line executed by os.system.
import os
import tempfile

from flask import Blueprint, jsonify, request

diagnostics = Blueprint("diagnostics", __name__, url_prefix="/diagnostics")


class Runner:
    def __init__(self, count=3, wait=2):
        self.count = count
        self.wait = wait

    def _command(self, host, output):
        return f"ping -c {self.count} -W {self.wait} {host} > {output} 2>&1"

    def run(self, host):
        with tempfile.NamedTemporaryFile(suffix=".log", delete=False) as tmp:
            output = tmp.name
        status = os.system(self._command(host, output))
        try:
            with open(output, encoding="utf-8", errors="replace") as fh:
                text = fh.read()
        finally:
            os.unlink(output)
        return status, text


@diagnostics.route("/ping")
def ping():
    host = request.args["host"]
    status, text = Runner().run(host)
    return jsonify({"host": host, "reachable": status == 0, "output": text})


@diagnostics.route("/health")
def health():
    return jsonify({"status": "ok"})
