# corpus: CWE-1336 safe — the posted layout key only selects one of the fixed LAYOUTS sources, and the greeting and body reach render_template_string as context variables, not as template text.
from flask import Flask, abort, jsonify, request, render_template_string
from flask_login import current_user, login_required

app = Flask(__name__)

LAYOUTS = {
    "plain": "{{ greeting }}\n\n{{ body }}\n\n--\n{{ shop.name }}",
    "receipt": "{{ greeting }}\n\nYour order is on its way.\n\n{{ body }}\n\n--\n{{ shop.name }}",
    "survey": "{{ greeting }}\n\n{{ body }}\n\nTell us how we did: {{ shop.survey_url }}",
}


class NotificationComposer:
    def __init__(self, shop: dict):
        self.shop = shop

    def compose(self, layout: str, greeting: str, body: str) -> str:
        source = LAYOUTS.get(layout)
        if source is None:
            abort(400)
        return render_template_string(source, greeting=greeting, body=body, shop=self.shop)


@app.post("/shop/notifications/preview")
@login_required
def preview_notification():
    composer = NotificationComposer(current_user.shop.as_dict())
    text = composer.compose(
        request.form.get("layout", "plain"),
        request.form.get("greeting", "Hello,"),
        request.form.get("body", ""),
    )
    return jsonify(preview=text)
