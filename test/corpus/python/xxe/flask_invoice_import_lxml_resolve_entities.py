# corpus: CWE-611 vulnerable — uploaded invoice XML is parsed by lxml with a DTD-loading, entity-resolving, network-enabled parser, so external entities are expanded.
from decimal import Decimal

from flask import Blueprint, Flask, jsonify, request
from lxml import etree

imports_bp = Blueprint("imports", __name__, url_prefix="/imports")


class InvoiceXmlReader:
    def __init__(self):
        self.parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)

    def read(self, data: bytes) -> dict:
        root = etree.fromstring(data, self.parser)
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
