# corpus: CWE-942 vulnerable — the after_request hook copies any request Origin into Access-Control-Allow-Origin together with Allow-Credentials: true.
from flask import Blueprint, Flask, jsonify, request, session


class CorsPolicy:
    allow_methods = "GET, POST, PATCH, DELETE"
    allow_headers = "Content-Type, X-CSRF-Token"
    max_age = "600"

    def origin_for(self, origin):
        return origin or "null"

    def apply(self, req, response):
        response.headers["Access-Control-Allow-Origin"] = self.origin_for(req.headers.get("Origin"))
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = self.allow_methods
        response.headers["Access-Control-Allow-Headers"] = self.allow_headers
        response.headers["Access-Control-Max-Age"] = self.max_age
        response.headers["Vary"] = "Origin"
        return response


account_bp = Blueprint("account", __name__, url_prefix="/api/account")


@account_bp.get("/profile")
def profile():
    user_id = session.get("user_id")
    if user_id is None:
        return jsonify(error="not signed in"), 401
    return jsonify(id=user_id, email=session.get("email"), plan=session.get("plan"))


def create_app(config_object="settings.Production"):
    app = Flask(__name__)
    app.config.from_object(config_object)
    app.register_blueprint(account_bp)
    policy = CorsPolicy()

    @app.after_request
    def add_cors_headers(response):
        return policy.apply(request, response)

    return app
