# business: violation — the write-off quantity from the form is only compared with stock on hand; a negative number passes and the F() update adds units instead of removing them
# rule: stock-never-negative
# context: Warehouse staff record damaged goods by writing them off. A write-off removes a positive number of units, and stock on hand can never go below zero. Every write-off needs a reason.
# expect: generic.business_logic.negative-quantity-unchecked
from django.db import models, transaction
from django.db.models import F
from django.http import HttpRequest, JsonResponse
from django.shortcuts import get_object_or_404
from django.views.decorators.http import require_POST


class StockItem(models.Model):
    sku = models.CharField(max_length=32, unique=True)
    on_hand = models.IntegerField(default=0)


class WriteOff(models.Model):
    item = models.ForeignKey(StockItem, on_delete=models.PROTECT)
    quantity = models.IntegerField()
    reason = models.CharField(max_length=200)
    recorded_by = models.ForeignKey("auth.User", on_delete=models.PROTECT)


@require_POST
def write_off(request: HttpRequest, sku: str) -> JsonResponse:
    reason = request.POST.get("reason", "").strip()
    if not reason:
        return JsonResponse({"error": "a reason is required"}, status=400)
    try:
        quantity = int(request.POST["quantity"])
    except (KeyError, ValueError):
        return JsonResponse({"error": "quantity must be a whole number"}, status=400)
    with transaction.atomic():
        item = get_object_or_404(StockItem.objects.select_for_update(), sku=sku)
        if quantity > item.on_hand:
            return JsonResponse({"error": f"only {item.on_hand} units on hand"}, status=409)
        StockItem.objects.filter(pk=item.pk).update(on_hand=F("on_hand") - quantity)  # expect-line
        WriteOff.objects.create(item=item, quantity=quantity, reason=reason, recorded_by=request.user)
    item.refresh_from_db()
    return JsonResponse({"sku": item.sku, "on_hand": item.on_hand})
