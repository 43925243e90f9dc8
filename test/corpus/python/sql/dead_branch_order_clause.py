# corpus: CWE-89 safe — the branch that would use the request value is dead because limit is always 10.
import sqlite3

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/leaderboard")
def leaderboard():
    limit = 10
    if limit > 100:
        order = request.args.get("order", "score DESC")
    else:
        order = "score DESC"
    conn = sqlite3.connect("games.db")
    rows = conn.execute(f"SELECT player, score FROM scores ORDER BY {order} LIMIT {limit}").fetchall()
    conn.close()
    return jsonify(rows)
