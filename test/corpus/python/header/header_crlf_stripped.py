# corpus: CWE-113 safe — CR and LF are removed from the value before it is placed in the header.
from flask import Flask, make_response, request

app = Flask(__name__)


@app.route("/api/trace")
def trace():
    trace_tag = request.args.get("tag", "none")
    trace_tag = trace_tag.replace("\r", "").replace("\n", "")
    resp = make_response({"traced": True})
    resp.headers["X-Trace-Tag"] = trace_tag
    return resp
