# corpus: CWE-614 vulnerable — the Django view sets the auth token cookie without secure=True.
import secrets

from django.contrib.auth import authenticate
from django.http import JsonResponse


def token_login(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    response = JsonResponse({"ok": True})
    response.set_cookie("auth_token", secrets.token_urlsafe(32), max_age=3600, httponly=True)
    return response
