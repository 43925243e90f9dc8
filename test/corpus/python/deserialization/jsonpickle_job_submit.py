# corpus: CWE-502 vulnerable — the request text is decoded with jsonpickle, which can rebuild arbitrary objects.
import jsonpickle
from flask import Flask, request

app = Flask(__name__)


@app.route("/jobs", methods=["POST"])
def submit_job():
    body = request.get_data(as_text=True)
    job = jsonpickle.decode(body)
    return {"accepted": True, "kind": type(job).__name__}
