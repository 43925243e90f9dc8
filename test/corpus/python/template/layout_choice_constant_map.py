# corpus: CWE-1336 safe — the request picks a key; the template source is one of the constant strings in the map.
from flask import Flask, abort, render_template_string, request

app = Flask(__name__)
LAYOUTS = {
    "compact": "<small>{{ msg }}</small>",
    "banner": "<div class='banner'>{{ msg }}</div>",
}


@app.route("/announce")
def announce():
    layout = request.args.get("layout", "compact")
    if layout not in LAYOUTS:
        abort(400)
    return render_template_string(LAYOUTS[layout], msg=request.args.get("msg", ""))
