# corpus: CWE-1336 safe — the template text is a constant and the user value is only passed as a context variable.
from flask import Flask, render_template_string, request

app = Flask(__name__)
WELCOME_TEMPLATE = "<h1>Hello {{ name }}!</h1><p>You have {{ count }} new messages.</p>"


@app.route("/inbox/welcome")
def inbox_welcome():
    name = request.args.get("name", "there")
    count = int(request.args.get("count", "0"))
    return render_template_string(WELCOME_TEMPLATE, name=name, count=count)
