# corpus: CWE-79 safe — the branch that would echo the request text is unreachable because the flag is constant.
from flask import Flask, request

app = Flask(__name__)
SHOW_CUSTOM_BANNER = False


@app.route("/home")
def home():
    if SHOW_CUSTOM_BANNER:
        banner = request.args.get("banner", "")
    else:
        banner = "Free shipping on orders over $50"
    return "<header><p>" + banner + "</p></header><main>Welcome</main>"
