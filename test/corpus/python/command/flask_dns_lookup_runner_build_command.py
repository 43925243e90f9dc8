# corpus: CWE-78 vulnerable — the posted host is formatted by LookupRunner._build into a command string that run() executes with shell=True.
import subprocess

from flask import Blueprint, jsonify, request

netdiag = Blueprint("netdiag", __name__, url_prefix="/tools")


class LookupRunner:
    DIG = "/usr/bin/dig"
    RECORD_TYPES = {"A", "AAAA", "MX", "TXT", "NS"}

    def _build(self, host, record_type):
        return f"{self.DIG} +short +time=2 {record_type} {host}"

    def run(self, host, record_type="A"):
        if record_type not in self.RECORD_TYPES:
            record_type = "A"
        cmd = self._build(host, record_type)
        completed = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10)
        return [line for line in completed.stdout.splitlines() if line]


@netdiag.post("/dns")
def dns_lookup():
    host = request.form.get("host", "").strip()
    record_type = request.form.get("type", "A").upper()
    if not host:
        return jsonify(error="host is required"), 400
    records = LookupRunner().run(host, record_type)
    return jsonify(host=host, type=record_type, records=records)
