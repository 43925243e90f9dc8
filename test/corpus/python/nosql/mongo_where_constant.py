# corpus: CWE-943 safe — the $where expression is a constant; the request value is an int used as the limit.
from flask import Flask, request
from pymongo import MongoClient

app = Flask(__name__)
events = MongoClient("mongodb://mongo:27017")["analytics"]["events"]
SAME_DAY = "this.created_day == this.resolved_day"


@app.route("/events/same-day")
def same_day_events():
    limit = int(request.args.get("limit", "20"))
    cursor = events.find({"$where": SAME_DAY}, {"_id": 0}).limit(limit)
    return {"events": list(cursor)}
