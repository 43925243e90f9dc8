import os

from flask import Flask, request

app = Flask(__name__)


class Pinger:
    def __init__(self, host="localhost", count=3):
        self.host = host
        self.count = count

    def run(self):
        # The host handed to the constructor by keyword, kept in a field: the request's value.
        # ruleid: python.security.command-injection
        return os.system(f"ping -c {self.count} {self.host}")


class Tracer:
    def __init__(self, host="localhost"):
        self.host = host

    def run(self):
        # Built from constants only: nothing outside reaches it.
        # ok: python.security.command-injection
        return os.system(f"traceroute {self.host}")


@app.route("/ping")
def ping():
    return {"status": Pinger(count=2, host=request.args["host"]).run(), "trace": Tracer(host="gateway.internal").run()}
