# corpus: CWE-601 vulnerable — ReturnUrlPolicy only checks that return_url starts with "/", so //evil.example is accepted and the view redirects off-site.
from django.http import HttpResponseRedirect
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.cache import never_cache


class ReturnUrlPolicy:
    default = "/dashboard/"

    def is_local(self, url):
        return bool(url) and url.startswith("/")

    def resolve(self, url):
        if self.is_local(url):
            return url
        return self.default


@method_decorator(never_cache, name="dispatch")
class SsoCallbackView(View):
    policy = ReturnUrlPolicy()

    def get(self, request):
        if not request.user.is_authenticated:
            return HttpResponseRedirect("/login/")
        target = self.policy.resolve(request.GET.get("return_url"))
        return HttpResponseRedirect(target)
