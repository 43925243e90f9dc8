# corpus: CWE-79 safe — RosterView builds every row with Markup(...).format, which escapes the member names and roles read from the request.
from flask import Blueprint, Flask, make_response, request
from flask.views import MethodView
from markupsafe import Markup

roster = Blueprint("roster", __name__)


class RosterRenderer:
    row = Markup("<tr><td>{}</td><td>{}</td></tr>")

    def rows(self, members):
        return Markup("").join(self.row.format(name, role) for name, role in members)

    def page(self, team, members):
        return Markup(
            "<!doctype html><html><body><h1>{}</h1><table>{}</table></body></html>"
        ).format(team, self.rows(members))


class RosterView(MethodView):
    renderer = RosterRenderer()

    def post(self):
        team = request.form.get("team", "Untitled team")
        names = request.form.getlist("name")
        roles = request.form.getlist("role")
        members = list(zip(names, roles))
        html = self.renderer.page(team, members)
        response = make_response(str(html))
        response.headers["Content-Type"] = "text/html; charset=utf-8"
        response.headers["X-Roster-Size"] = str(len(members))
        return response


roster.add_url_rule("/roster/preview", view_func=RosterView.as_view("roster_preview"))


def create_app():
    app = Flask(__name__)
    app.register_blueprint(roster)
    return app
