# corpus: CWE-89 safe — the Django cursor receives the POST value in its params list.
from django.db import connection
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def deactivate_coupon(request):
    code = request.POST.get("code", "")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE shop_coupon SET active = FALSE WHERE code = %s", [code])
        changed = cursor.rowcount
    return JsonResponse({"deactivated": changed})
