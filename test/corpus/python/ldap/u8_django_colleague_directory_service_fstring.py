# corpus: CWE-90 vulnerable — the colleague search term from the query string is formatted into the LDAP filter by DirectoryService.search without escape_filter_chars.
from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View
from ldap3 import SUBTREE, Connection, Server

DISABLED = "(userAccountControl:1.2.840.113556.1.4.803:=2)"


class DirectoryService:
    attributes = ["cn", "mail", "title", "telephoneNumber"]

    def __init__(self, url: str, bind_dn: str, password: str, base_dn: str):
        self.server = Server(url, use_ssl=True)
        self.bind_dn = bind_dn
        self.password = password
        self.base_dn = base_dn

    def search(self, term: str) -> list[dict]:
        query = f"(&(objectClass=person)(!{DISABLED})(|(cn=*{term}*)(mail={term}*)))"
        with Connection(self.server, self.bind_dn, self.password, auto_bind=True) as conn:
            conn.search(self.base_dn, query, search_scope=SUBTREE, attributes=self.attributes, size_limit=25)
            return [entry.entry_attributes_as_dict for entry in conn.entries]


def directory() -> DirectoryService:
    return DirectoryService(
        settings.LDAP_URL, settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD, settings.LDAP_BASE_DN
    )


class ColleagueSearchView(LoginRequiredMixin, View):
    def get(self, request):
        term = request.GET.get("q", "").strip()
        if len(term) < 2:
            return JsonResponse({"results": []})
        return JsonResponse({"results": directory().search(term)}, json_dumps_params={"default": str})
