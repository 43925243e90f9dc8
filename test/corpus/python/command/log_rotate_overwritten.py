# corpus: CWE-78 safe — the path read from the request is overwritten with a fixed path before the shell call.
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/ops/rotate-logs", methods=["POST"])
def rotate_logs():
    log_dir = request.form.get("dir", "/var/log/app")
    log_dir = "/var/log/app"
    subprocess.run(f"logrotate -f /etc/logrotate.d/app && ls {log_dir}", shell=True, check=True)
    return {"rotated": True}
