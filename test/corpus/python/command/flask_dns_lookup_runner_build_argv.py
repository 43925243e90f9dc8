# corpus: CWE-78 safe — LookupRunner._build returns an argument vector and run() executes it without a shell, so the host is a single dig argument.
import subprocess

from flask import Blueprint, jsonify, request

netdiag = Blueprint("netdiag", __name__, url_prefix="/tools")


class LookupRunner:
    DIG = "/usr/bin/dig"
    RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}

    def _build(self, host, record_type):
        return [self.DIG, "+short", "+time=2", record_type, host]

    def run(self, host, record_type="A"):
        if record_type not in self.RECORD_TYPES:
            record_type = "A"
        cmd = self._build(host, record_type)
        completed = subprocess.run(cmd, capture_output=True, text=True, timeout=10)
        return [line for line in completed.stdout.splitlines() if line]


@netdiag.post("/dns")
def dns_lookup():
    host = request.form.get("host", "").strip()
    record_type = request.form.get("type", "A").upper()
    if not host or host.startswith("-"):
        return jsonify(error="a host name is required"), 400
    records = LookupRunner().run(host, record_type)
    return jsonify(host=host, type=record_type, records=records)
