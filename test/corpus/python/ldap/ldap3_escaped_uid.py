# corpus: CWE-90 safe — the uid is escaped with ldap3's escape_filter_chars before it goes into the filter.
import os

from flask import Flask, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)


@app.route("/directory/lookup")
def lookup():
    uid = escape_filter_chars(request.args.get("uid", ""))
    conn = Connection(Server("ldaps://ldap.example.com"), user=os.environ["LDAP_BIND_DN"],
                      password=os.environ["LDAP_BIND_PW"], auto_bind=True)
    conn.search("ou=people,dc=example,dc=com", f"(uid={uid})", attributes=["cn"])
    names = [str(e.cn) for e in conn.entries]
    conn.unbind()
    return {"names": names}
