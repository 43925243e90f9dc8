# corpus: CWE-89 safe — resolve_ordering() maps the ordering parameter through ORDERING_COLUMNS with a fixed fallback, and region and dates go to cursor.execute as %s parameters.
from datetime import date

from django.db import connection
from rest_framework import serializers
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

ORDERING_COLUMNS = {
    "revenue": "total_revenue",
    "-revenue": "total_revenue DESC",
    "orders": "order_count",
    "-orders": "order_count DESC",
    "region": "r.name",
}
DEFAULT_ORDERING = "total_revenue DESC"


class SalesReportParams(serializers.Serializer):
    region = serializers.CharField(max_length=64)
    start = serializers.DateField()
    end = serializers.DateField(default=date.today)
    ordering = serializers.CharField(required=False, default="-revenue")


def resolve_ordering(requested: str) -> str:
    return ORDERING_COLUMNS.get(requested.strip(), DEFAULT_ORDERING)


class SalesReportView(APIView):
    permission_classes = [IsAdminUser]

    def get(self, request):
        params = SalesReportParams(data=request.query_params)
        params.is_valid(raise_exception=True)
        data = params.validated_data
        order_clause = resolve_ordering(data["ordering"])
        sql = (
            "SELECT r.name, COUNT(o.id) AS order_count, SUM(o.total) AS total_revenue "
            "FROM orders o JOIN regions r ON r.id = o.region_id "
            "WHERE r.code = %s AND o.placed_on BETWEEN %s AND %s "
            "GROUP BY r.name "
            f"ORDER BY {order_clause}"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [data["region"], data["start"], data["end"]])
            columns = [col[0] for col in cursor.description]
            rows = [dict(zip(columns, row)) for row in cursor.fetchall()]
        return Response({"rows": rows})
