# corpus: CWE-502 vulnerable — CatalogueImporter passes the raw request body to yaml.load with the full yaml.Loader, which can construct arbitrary Python objects.
import yaml
from django.contrib.admin.views.decorators import staff_member_required
from django.db import transaction
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

from catalogue.models import Product


class CatalogueImporter:
    def parse(self, body):
        return yaml.load(body, Loader=yaml.Loader)

    @transaction.atomic
    def apply(self, entries):
        created = updated = 0
        for entry in entries:
            _, was_created = Product.objects.update_or_create(
                sku=entry["sku"],
                defaults={"name": entry.get("name", ""), "price": entry.get("price", 0)},
            )
            if was_created:
                created += 1
            else:
                updated += 1
        return created, updated


importer = CatalogueImporter()


@method_decorator(staff_member_required, name="dispatch")
class CatalogueImportView(View):
    def post(self, request):
        if request.content_type not in ("application/yaml", "application/x-yaml", "text/yaml"):
            return JsonResponse({"error": "send the catalogue as YAML"}, status=415)
        document = importer.parse(request.body)
        entries = document.get("products", []) if isinstance(document, dict) else []
        created, updated = importer.apply(entries)
        return JsonResponse({"created": created, "updated": updated})
