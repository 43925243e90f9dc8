# corpus: CWE-601 safe — the next URL is used only if url_has_allowed_host_and_scheme accepts it.
from django.http import HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme


def after_signup(request):
    next_url = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(next_url, allowed_hosts={request.get_host()}, require_https=True):
        next_url = "/welcome/"
    return HttpResponseRedirect(next_url)
