from flask import Flask, make_response, request
from markupsafe import Markup

app = Flask(__name__)


class RosterRenderer:
    row = Markup("<tr><td>{}</td><td>{}</td></tr>")

    def rows(self, members):
        return Markup("").join(self.row.format(name, role) for name, role in members)


@app.route("/roster", methods=["POST"])
def roster():
    team = request.form.get("team", "")
    members = list(zip(request.form.getlist("name"), request.form.getlist("role")))
    # ok: python.security.xss-template
    page = make_response(str(Markup("<h1>{}</h1><table>{}</table>").format(team, RosterRenderer().rows(members))))
    # ruleid: python.security.xss-template
    banner = Markup("<h1>" + team + "</h1>")
    return page if team else make_response(str(banner))
