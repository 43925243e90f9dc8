# corpus: CWE-90 vulnerable — the uid from the query string is placed into the ldap3 search filter with an f-string.
import os

from flask import Flask, request
from ldap3 import Connection, Server

app = Flask(__name__)
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/directory/user")
def directory_user():
    uid = request.args.get("uid", "")
    server = Server("ldaps://ldap.example.com")
    conn = Connection(server, user=os.environ["LDAP_BIND_DN"], password=os.environ["LDAP_BIND_PW"], auto_bind=True)
    conn.search(BASE_DN, f"(&(objectClass=person)(uid={uid}))", attributes=["cn", "mail"])
    entries = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    conn.unbind()
    return {"entries": entries}
