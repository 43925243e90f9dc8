# corpus: CWE-89 vulnerable — the ?name= query parameter reaches Supplier.objects.raw() through the repository's f-string.
from django.db import models
from rest_framework import serializers, viewsets
from rest_framework.response import Response


class Supplier(models.Model):
    name = models.CharField(max_length=200)
    country = models.CharField(max_length=2)
    active = models.BooleanField(default=True)

    class Meta:
        app_label = "procurement"
        db_table = "procurement_supplier"


class SupplierSerializer(serializers.ModelSerializer):
    class Meta:
        model = Supplier
        fields = ["id", "name", "country", "active"]


class SupplierRepository:
    table = Supplier._meta.db_table

    def _where(self, name_prefix):
        return f"active = TRUE AND name LIKE '{name_prefix}%'"

    def search(self, name_prefix):
        sql = f"SELECT id, name, country, active FROM {self.table} WHERE {self._where(name_prefix)} ORDER BY name"
        return list(Supplier.objects.raw(sql))


suppliers = SupplierRepository()


class SupplierViewSet(viewsets.ViewSet):
    def list(self, request):
        name_prefix = request.query_params.get("name", "")
        rows = suppliers.search(name_prefix)
        return Response(SupplierSerializer(rows, many=True).data)
