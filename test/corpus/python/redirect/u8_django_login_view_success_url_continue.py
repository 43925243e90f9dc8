# corpus: CWE-601 vulnerable — PortalLoginView overrides get_success_url to return the "continue" parameter as-is, skipping the url_has_allowed_host_and_scheme check LoginView would apply.
from django.contrib.auth.views import LoginView
from django.urls import path, reverse_lazy


class PortalLoginView(LoginView):
    template_name = "portal/login.html"
    redirect_authenticated_user = True
    default_destination = reverse_lazy("portal:dashboard")

    def continue_target(self) -> str:
        return self.request.POST.get("continue") or self.request.GET.get("continue", "")

    def get_success_url(self):
        target = self.continue_target()
        return target or str(self.default_destination)


urlpatterns = [path("login/", PortalLoginView.as_view(), name="login")]
