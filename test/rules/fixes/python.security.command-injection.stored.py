import subprocess

from flask import Flask, request

app = Flask(__name__)
PENDING = {}
PRESETS = {"backup": "tar czf /tmp/backup.tgz /srv/data"}


class Jobs:
    def __init__(self):
        self.labels = {}

    def add(self, key, label):
        self.labels[key] = label

    def run(self, key):
        # ruleid: python.security.command-injection
        subprocess.run(["make", self.labels[key]])


jobs = Jobs()


@app.route("/run")
def run():
    job_id = request.args["id"]
    # ruleid: python.security.command-injection
    subprocess.run(["make", PENDING.get(job_id, "")])
    # ok: python.security.command-injection
    subprocess.run(PRESETS.get(job_id, "true"), shell=True)
    jobs.run(job_id)
    return "ok"


@app.route("/save", methods=["POST"])
def save():
    PENDING[request.form["id"]] = request.form["label"]
    jobs.add(request.form["id"], request.form["label"])
    return "ok"
