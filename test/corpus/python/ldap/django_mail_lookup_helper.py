# corpus: CWE-90 vulnerable — the GET value goes through a helper that builds the LDAP filter with str.format.
import os
import ldap
from django.http import JsonResponse


def mail_filter(address):
    return "(mail={})".format(address)


def find_by_mail(request):
    address = request.GET.get("mail", "").strip()
    conn = ldap.initialize("ldaps://ldap.example.com")
    conn.simple_bind_s(os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"])
    hits = conn.search_s("dc=example,dc=com", ldap.SCOPE_SUBTREE, mail_filter(address), ["uid"])
    return JsonResponse({"uids": [attrs["uid"][0].decode() for _, attrs in hits]})
