# corpus: CWE-78 safe — the service name must be in a fixed allow-list before it is used in the shell command.
import subprocess

from flask import Flask, abort, request

app = Flask(__name__)
ALLOWED_SERVICES = {"nginx", "postgresql", "redis-server"}


@app.route("/ops/service-status")
def service_status():
    service = request.args.get("name", "")
    if service not in ALLOWED_SERVICES:
        abort(400)
    out = subprocess.run(f"systemctl status {service} --no-pager", shell=True, capture_output=True, text=True)
    return {"service": service, "status": out.stdout}
