# corpus: CWE-330 safe — invite codes use random.SystemRandom, which reads the OS CSPRNG.
import random
import string

from flask import Flask, request

from .invites import save_invite

app = Flask(__name__)
rng = random.SystemRandom()


@app.route("/invites", methods=["POST"])
def create_invite():
    team = request.form["team"]
    code = "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(12))
    save_invite(team, code)
    return {"team": team, "code": code}
