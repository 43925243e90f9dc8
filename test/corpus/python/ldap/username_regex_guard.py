# corpus: CWE-90 safe — the username must fully match [a-z0-9_] before it is used in the filter.
import os
import re

import ldap
from flask import Flask, abort, request

app = Flask(__name__)


@app.route("/accounts/exists")
def account_exists():
    username = request.args.get("username", "")
    if not re.fullmatch(r"[a-z0-9_]{1,32}", username):
        abort(400)
    conn = ldap.initialize("ldaps://ldap.example.com")
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    hits = conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_ONELEVEL, f"(uid={username})", ["uid"])
    return {"exists": bool(hits)}
