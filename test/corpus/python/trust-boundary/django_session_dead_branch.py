# corpus: CWE-501 safe — the impersonation branch is dead because the setting is a constant False.
from django.http import JsonResponse

ALLOW_IMPERSONATION = False


def set_acting_user(request):
    acting_as = str(request.user.pk)
    if ALLOW_IMPERSONATION:
        acting_as = request.GET.get("as_user", acting_as)
    request.session["acting_user_id"] = acting_as
    return JsonResponse({"acting_user_id": acting_as})
