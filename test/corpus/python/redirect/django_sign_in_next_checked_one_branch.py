# corpus: CWE-601 vulnerable — the next value is checked with url_has_allowed_host_and_scheme only when it comes from the form; the fallback from the query string is redirected to unchecked.
from django.conf import settings
from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpResponseRedirect
from django.shortcuts import render
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View


class SignInView(View):
    template_name = "accounts/sign_in.html"

    def _safe_next(self, request, candidate):
        if url_has_allowed_host_and_scheme(
            candidate,
            allowed_hosts={request.get_host()},
            require_https=request.is_secure(),
        ):
            return candidate
        return settings.LOGIN_REDIRECT_URL

    def _render(self, request, form):
        return render(request, self.template_name, {"form": form, "next": request.GET.get("next", "")})

    def get(self, request):
        if request.user.is_authenticated:
            return HttpResponseRedirect(settings.LOGIN_REDIRECT_URL)
        return self._render(request, AuthenticationForm(request))

    def post(self, request):
        form = AuthenticationForm(request, data=request.POST)
        if not form.is_valid():
            return self._render(request, form)
        login(request, form.get_user())
        if request.POST.get("next"):
            target = self._safe_next(request, request.POST["next"])
        else:
            target = request.GET.get("next", settings.LOGIN_REDIRECT_URL)
        return HttpResponseRedirect(target)
