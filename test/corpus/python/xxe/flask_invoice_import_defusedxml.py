# corpus: CWE-611 safe — uploaded invoice XML is parsed with defusedxml, which refuses DTDs with entity declarations and never fetches external entities.
from decimal import Decimal

from defusedxml import ElementTree as SafeET
from flask import Blueprint, Flask, jsonify, request

imports_bp = Blueprint("imports", __name__, url_prefix="/imports")


class InvoiceXmlReader:
    def read(self, data: bytes) -> dict:
        root = SafeET.fromstring(data)
        lines = [
            {
                "sku": line.findtext("sku"),
                "description": line.findtext("description"),
                "amount": str(Decimal(line.findtext("amount") or "0")),
            }
            for line in root.iterfind("lines/line")
        ]
        return {"number": root.findtext("number"), "supplier": root.findtext("supplier"), "lines": lines}


reader = InvoiceXmlReader()


@imports_bp.post("/invoices")
def import_invoice():
    upload = request.files.get("invoice")
    if upload is None:
        return jsonify(error="missing invoice file"), 400
    invoice = reader.read(upload.read())
    return jsonify(invoice), 201


def create_app():
    app = Flask(__name__)
    app.config["MAX_CONTENT_LENGTH"] = 2 * 1024 * 1024
    app.register_blueprint(imports_bp)
    return app
