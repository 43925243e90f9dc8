# corpus: CWE-78 vulnerable — the program to execute comes from the query string as argv[0].
import subprocess

from flask import Flask, request

app = Flask(__name__)


@app.route("/admin/tool-version")
def tool_version():
    tool = request.args["tool"]
    argv = [tool, "--version"]
    out = subprocess.check_output(argv, text=True, timeout=5)
    return {"tool": tool, "version": out.strip()}
