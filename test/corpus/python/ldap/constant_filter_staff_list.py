# corpus: CWE-90 safe — the LDAP filter is a constant; the request only limits how many entries are returned.
import os
import ldap
from flask import Flask, request

app = Flask(__name__)
STAFF_FILTER = "(&(objectClass=person)(employeeType=staff))"


@app.route("/staff")
def staff():
    limit = int(request.args.get("limit", "25"))
    conn = ldap.initialize("ldaps://ldap.example.com")
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    results = conn.search_s("ou=people,dc=example,dc=com", ldap.SCOPE_SUBTREE, STAFF_FILTER, ["cn"])
    return {"staff": [attrs["cn"][0].decode() for _, attrs in results[:limit]]}
