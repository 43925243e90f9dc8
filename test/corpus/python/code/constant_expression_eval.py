# corpus: CWE-95 safe — eval only ever sees a constant expression; the request supplies a number used afterwards.
from flask import Flask, request

app = Flask(__name__)
SECONDS_PER_WEEK_EXPR = "7 * 24 * 60 * 60"


@app.route("/retention")
def retention():
    weeks = int(request.args.get("weeks", "4"))
    seconds_per_week = eval(SECONDS_PER_WEEK_EXPR)
    return {"weeks": weeks, "seconds": weeks * seconds_per_week}
