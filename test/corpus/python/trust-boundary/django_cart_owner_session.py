# corpus: CWE-501 vulnerable — a POST field is written into the Django session as the cart owner.
from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def claim_cart(request):
    owner = request.POST.get("owner_id", "").strip()
    request.session["cart_owner_id"] = owner
    request.session.modified = True
    return JsonResponse({"owner": owner})
