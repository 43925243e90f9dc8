# corpus: CWE-601 safe — ReturnUrlPolicy parses return_url and only returns it when it is https and its host is in the allow-list; otherwise a constant path.
from urllib.parse import urlsplit

from django.http import HttpResponseRedirect
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import never_cache

TRUSTED_HOSTS = {"app.example.com", "billing.example.com", "help.example.com"}


def fallback_redirect(request, target="/dashboard/"):
    return HttpResponseRedirect(target)


class ReturnUrlPolicy:
    def is_trusted(self, url):
        if not url or "\\" in url:
            return False
        parts = urlsplit(url)
        return parts.scheme == "https" and parts.hostname in TRUSTED_HOSTS

    def resolve(self, url):
        return url if self.is_trusted(url) else None


@method_decorator(never_cache, name="dispatch")
class SsoCallbackView(View):
    policy = ReturnUrlPolicy()

    def get(self, request):
        if not request.user.is_authenticated:
            return fallback_redirect(request, "/login/")
        target = self.policy.resolve(request.GET.get("return_url"))
        if target is None:
            return fallback_redirect(request)
        return HttpResponseRedirect(target)
