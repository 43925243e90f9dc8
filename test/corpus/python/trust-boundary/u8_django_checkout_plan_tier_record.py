# corpus: CWE-501 safe — the posted plan code only selects an entry of PLAN_TIERS; the session gets that server-side record's code and price, never the posted text.
from dataclasses import dataclass

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseBadRequest
from django.shortcuts import redirect
from django.views import View


@dataclass(frozen=True)
class PlanTier:
    code: str
    price_cents: int
    seats: int


PLAN_TIERS = {
    "starter": PlanTier("starter", 900, 3),
    "team": PlanTier("team", 2900, 15),
    "business": PlanTier("business", 9900, 100),
}


class CheckoutStartView(LoginRequiredMixin, View):
    def post(self, request):
        requested = request.POST.get("plan", "").strip().lower()
        plan = PLAN_TIERS.get(requested)
        if plan is None:
            return HttpResponseBadRequest("unknown plan")
        request.session["checkout_plan"] = plan.code
        request.session["checkout_price_cents"] = plan.price_cents
        request.session["checkout_seats"] = plan.seats
        return redirect("billing:checkout")
