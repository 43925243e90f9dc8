# corpus: CWE-704 vulnerable — the transfer amount is float() of the form value, so "nan" passes both the <= 0 and the daily-limit checks and poisons the balance.
from dataclasses import dataclass

from flask import Blueprint, Flask, current_app, jsonify, request, session

wallet_bp = Blueprint("wallet", __name__, url_prefix="/wallet")


@dataclass
class Wallet:
    owner_id: int
    balance: float
    sent_today: float


class WalletService:
    def __init__(self, daily_limit: float):
        self.daily_limit = daily_limit
        self._wallets = {}

    def wallet_for(self, owner_id: int) -> Wallet:
        return self._wallets.setdefault(owner_id, Wallet(owner_id, 500.0, 0.0))

    def transfer(self, owner_id: int, recipient_id: int, amount: float) -> Wallet:
        wallet = self.wallet_for(owner_id)
        if amount <= 0:
            raise ValueError("amount must be positive")
        if wallet.sent_today + amount > self.daily_limit:
            raise ValueError("daily transfer limit exceeded")
        if amount > wallet.balance:
            raise ValueError("insufficient funds")
        wallet.balance -= amount
        wallet.sent_today += amount
        self.wallet_for(recipient_id).balance += amount
        return wallet


@wallet_bp.post("/transfer")
def transfer():
    owner_id = session.get("user_id")
    if owner_id is None:
        return jsonify(error="not signed in"), 401
    amount = float(request.form.get("amount", "0"))
    recipient_id = int(request.form["recipient_id"])
    service: WalletService = current_app.extensions["wallets"]
    try:
        wallet = service.transfer(owner_id, recipient_id, amount)
    except ValueError as exc:
        return jsonify(error=str(exc)), 422
    return jsonify(balance=wallet.balance, sent_today=wallet.sent_today)


def create_app():
    app = Flask(__name__)
    app.config.from_envvar("WALLET_SETTINGS")
    app.extensions["wallets"] = WalletService(daily_limit=1000.0)
    app.register_blueprint(wallet_bp)
    return app
