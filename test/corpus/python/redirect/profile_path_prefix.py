# corpus: CWE-601 safe — the location is a fixed local path prefix followed by a numeric id.
from flask import Flask, abort, redirect, request

app = Flask(__name__)


@app.route("/members/jump")
def jump_to_member():
    member_id = request.args.get("id", "")
    if not member_id.isdigit():
        abort(400)
    return redirect("/profile/" + member_id)
