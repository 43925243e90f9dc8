# corpus: CWE-90 safe — python-ldap's escape_filter_chars is applied to the form value before formatting.
import os
import ldap
from ldap.filter import escape_filter_chars
from flask import Flask, request

app = Flask(__name__)


@app.route("/groups/lookup", methods=["POST"])
def group_lookup():
    group = escape_filter_chars(request.form["group"])
    conn = ldap.initialize("ldaps://ldap.example.com")
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    filt = "(&(objectClass=groupOfNames)(cn=%s))" % group
    results = conn.search_s("ou=groups,dc=example,dc=com", ldap.SCOPE_SUBTREE, filt, ["cn"])
    return {"found": len(results)}
