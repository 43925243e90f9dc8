# corpus: CWE-601 safe — _local_target accepts next only when it is a path on this site (leading slash, no scheme, no host, no backslash) and otherwise falls back to url_for.
from urllib.parse import urlparse

from flask import Blueprint, redirect, render_template, request, session, url_for

from .models import User

auth = Blueprint("auth", __name__, url_prefix="/auth")


def _local_target(target):
    if not target:
        return None
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc:
        return None
    if not target.startswith("/") or target.startswith("//") or "\\" in target:
        return None
    return target


class LoginFlow:
    def __init__(self, home_endpoint):
        self.home_endpoint = home_endpoint

    def destination(self, requested):
        return _local_target(requested) or url_for(self.home_endpoint)


flow = LoginFlow("dashboard.home")


@auth.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html", next=request.args.get("next", ""))
    user = User.query.filter_by(email=request.form.get("email", "").lower()).first()
    if user is None or not user.check_password(request.form.get("password", "")):
        return render_template("auth/login.html", error="Invalid email or password"), 401
    session.clear()
    session["user_id"] = user.id
    return redirect(flow.destination(request.form.get("next") or request.args.get("next")))
