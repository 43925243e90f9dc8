# corpus: CWE-90 vulnerable — the group name from the form is %-formatted into a python-ldap filter.
import os
import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/groups/members", methods=["POST"])
def group_members():
    group = request.form["group"]
    conn = ldap.initialize("ldaps://ldap.example.com")
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    filt = "(&(objectClass=groupOfNames)(cn=%s))" % group
    results = conn.search_s("ou=groups,dc=example,dc=com", ldap.SCOPE_SUBTREE, filt, ["member"])
    members = [m.decode() for _, attrs in results for m in attrs.get("member", [])]
    return {"members": members}
