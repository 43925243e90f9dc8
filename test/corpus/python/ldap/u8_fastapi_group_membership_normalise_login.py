# corpus: CWE-90 safe — normalise_login() lower-cases the login and runs it through ldap3's escape_filter_chars before GroupMembership formats the member filter.
import os

from fastapi import Depends, FastAPI, HTTPException
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = FastAPI()

BASE_DN = os.environ.get("LDAP_BASE_DN", "dc=corp,dc=example")


def normalise_login(raw: str) -> str:
    login = raw.strip().lower()
    if not login:
        raise HTTPException(status_code=422, detail="login required")
    return escape_filter_chars(login)


class GroupMembership:
    def __init__(self, conn: Connection):
        self.conn = conn

    def groups_of(self, login: str) -> list[str]:
        member_filter = f"(&(objectClass=groupOfNames)(member=uid={login},ou=people,{BASE_DN}))"
        self.conn.search(f"ou=groups,{BASE_DN}", member_filter, attributes=["cn"])
        return sorted(str(entry.cn) for entry in self.conn.entries)


def get_membership():
    server = Server(os.environ["LDAP_URL"], use_ssl=True)
    conn = Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PASSWORD"], auto_bind=True)
    try:
        yield GroupMembership(conn)
    finally:
        conn.unbind()


@app.get("/directory/users/{login}/groups")
def user_groups(login: str, membership: GroupMembership = Depends(get_membership)):
    return {"login": login, "groups": membership.groups_of(normalise_login(login))}
