# corpus: CWE-1336 vulnerable — the greeting line from the form is concatenated into the Jinja source that NotificationComposer hands to render_template_string, so "{{ ... }}" in it is evaluated.
from flask import Flask, jsonify, render_template_string, request
from flask_login import current_user, login_required

app = Flask(__name__)

FOOTER = "\n\n--\n{{ shop.name }} · {{ shop.support_email }}"


class NotificationComposer:
    def __init__(self, shop: dict):
        self.shop = shop

    def source(self, greeting: str) -> str:
        return greeting + "\n\n{{ body }}" + FOOTER

    def compose(self, greeting: str, body: str) -> str:
        return render_template_string(self.source(greeting), body=body, shop=self.shop)


@app.post("/shop/notifications/preview")
@login_required
def preview_notification():
    composer = NotificationComposer(current_user.shop.as_dict())
    text = composer.compose(
        request.form.get("greeting", "Hello {{ customer }},"),
        request.form.get("body", ""),
    )
    return jsonify(preview=text)
