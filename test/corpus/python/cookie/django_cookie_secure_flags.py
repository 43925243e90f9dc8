# corpus: CWE-614 safe — the Django auth cookie is set with secure=True, httponly=True and SameSite.
import secrets

from django.contrib.auth import authenticate
from django.http import JsonResponse


def api_login(request):
    user = authenticate(request, username=request.POST.get("username"), password=request.POST.get("password"))
    if user is None:
        return JsonResponse({"ok": False}, status=401)
    response = JsonResponse({"ok": True})
    response.set_cookie("auth_token", secrets.token_urlsafe(32), max_age=3600, secure=True, httponly=True, samesite="Strict")
    return response
