# corpus: CWE-601 vulnerable — the return_to GET value is used unchecked in HttpResponseRedirect.
from django.contrib.auth import logout
from django.http import HttpResponseRedirect


def logout_view(request):
    logout(request)
    destination = request.GET.get("return_to", "/")
    return HttpResponseRedirect(destination)
