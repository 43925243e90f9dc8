# corpus: CWE-79 vulnerable — the name query parameter is placed into returned HTML with an f-string.
from flask import Flask, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    visitor = request.args.get("name", "guest")
    return f"""<!doctype html>
<html><body>
  <h1>Welcome back, {visitor}!</h1>
  <p><a href="/dashboard">Go to your dashboard</a></p>
</body></html>"""
