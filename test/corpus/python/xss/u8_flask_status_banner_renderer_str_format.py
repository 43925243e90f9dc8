# corpus: CWE-79 vulnerable — the title and body query parameters of the embeddable status banner are placed into markup by BannerRenderer with str.format and returned as text/html unescaped.
from flask import Blueprint, Flask, request

bp = Blueprint("status", __name__, url_prefix="/status")

LEVEL_CLASSES = {"info": "banner--info", "warning": "banner--warn", "outage": "banner--danger"}


class BannerRenderer:
    template = (
        '<div class="banner {css}" role="status">'
        "<strong>{title}</strong><p>{body}</p></div>"
    )

    def render(self, title: str, body: str, level: str) -> str:
        css = LEVEL_CLASSES.get(level, "banner--info")
        return self.template.format(css=css, title=title, body=body)


renderer = BannerRenderer()


@bp.get("/banner")
def banner():
    html = renderer.render(
        request.args.get("title", "Notice"),
        request.args.get("body", ""),
        request.args.get("level", "info"),
    )
    return html, 200, {"Content-Type": "text/html; charset=utf-8"}


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
