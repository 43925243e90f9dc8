# corpus: CWE-601 safe — _landing_page takes the request but only ever returns a reversed admin URL or its constant default; the next parameter is merely counted.
import logging

from django.contrib.auth import logout
from django.shortcuts import redirect
from django.urls import path, reverse
from django.views import View

logger = logging.getLogger("accounts.sessions")


class SignOutStats:
    def __init__(self):
        self.with_next = 0
        self.without_next = 0

    def record(self, has_next):
        if has_next:
            self.with_next += 1
        else:
            self.without_next += 1


stats = SignOutStats()


def _landing_page(request, default="/accounts/signed-out/"):
    if request.user.is_authenticated and request.user.is_staff:
        return reverse("admin:login")
    return default


class SignOutView(View):
    def post(self, request):
        requested = request.GET.get("next", "")
        stats.record(bool(requested))
        target = _landing_page(request)
        user_id = request.user.pk
        logout(request)
        logger.info("user %s signed out", user_id)
        return redirect(target)


urlpatterns = [
    path("accounts/sign-out/", SignOutView.as_view(), name="sign-out"),
]
