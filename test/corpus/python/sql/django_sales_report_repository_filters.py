# corpus: CWE-89 vulnerable — the region query parameter is kept on the repository and interpolated into the WHERE clause that _filters() builds for cursor.execute.
from datetime import date, timedelta

from django.contrib.auth.mixins import PermissionRequiredMixin
from django.db import connection
from django.http import JsonResponse
from django.views import View


class SalesReportRepository:
    def __init__(self, region, days):
        self.region = region
        self.days = days

    def _since(self):
        return (date.today() - timedelta(days=self.days)).isoformat()

    def _filters(self):
        clauses = [f"o.created_at >= '{self._since()}'", "o.status <> 'cancelled'"]
        if self.region:
            clauses.append(f"s.region = '{self.region}'")
        return " AND ".join(clauses)

    def totals(self):
        sql = (
            "SELECT s.name, COUNT(o.id), SUM(o.total) "
            "FROM shop_order o JOIN shop_store s ON s.id = o.store_id "
            f"WHERE {self._filters()} "
            "GROUP BY s.name ORDER BY SUM(o.total) DESC"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()


class SalesReportView(PermissionRequiredMixin, View):
    permission_required = "shop.view_sales_report"

    def get(self, request):
        try:
            days = int(request.GET.get("days", "30"))
        except ValueError:
            days = 30
        repo = SalesReportRepository(request.GET.get("region", ""), min(max(days, 1), 365))
        rows = repo.totals()
        stores = [{"name": name, "orders": count, "revenue": float(total or 0)} for name, count, total in rows]
        return JsonResponse({"days": repo.days, "stores": stores})
