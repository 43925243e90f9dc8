# corpus: CWE-95 vulnerable — the discount formula posted by a merchant is stored on PricingEngine and passed to eval(); emptying __builtins__ does not stop attribute-walk escapes.
from decimal import Decimal

from flask import Blueprint, jsonify, request
from flask_login import current_user, login_required

bp = Blueprint("pricing", __name__)

SAFE_NAMES = {"min": min, "max": max, "round": round, "abs": abs}


class PricingEngine:
    def __init__(self, formula: str):
        self.formula = formula

    def price(self, base: Decimal, quantity: int) -> Decimal:
        scope = {"__builtins__": {}, **SAFE_NAMES}
        value = eval(self.formula, scope, {"base": float(base), "qty": quantity})
        return Decimal(str(value)).quantize(Decimal("0.01"))


@bp.post("/merchant/pricing/preview")
@login_required
def preview_rule():
    payload = request.get_json(force=True)
    engine = PricingEngine(payload["formula"])
    samples = [(Decimal("9.99"), 1), (Decimal("9.99"), 10), (Decimal("120.00"), 3)]
    return jsonify(
        merchant=current_user.id,
        results=[{"base": str(b), "qty": q, "price": str(engine.price(b, q))} for b, q in samples],
    )
