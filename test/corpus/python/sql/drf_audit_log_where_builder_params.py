# corpus: CWE-89 safe — the WHERE builder adds only fixed "column = %s" fragments from a constant tuple and passes every query_params value in the parameter list.
from django.db import connection
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView


class AuditLogRepository:
    FILTERABLE = ("actor", "action", "object_type")

    def _where(self, filters):
        clauses, params = [], []
        for field in self.FILTERABLE:
            value = filters.get(field)
            if value:
                clauses.append(f"{field} = %s")
                params.append(value)
        if filters.get("since"):
            clauses.append("created_at >= %s")
            params.append(filters["since"])
        where = " AND ".join(clauses) if clauses else "TRUE"
        return where, params

    def fetch(self, filters, limit):
        where, params = self._where(filters)
        sql = (
            "SELECT id, actor, action, object_type, object_id, created_at "
            f"FROM audit_log WHERE {where} ORDER BY created_at DESC LIMIT %s"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, params + [limit])
            columns = [c[0] for c in cursor.description]
            return [dict(zip(columns, row)) for row in cursor.fetchall()]


class AuditLogView(APIView):
    permission_classes = [IsAdminUser]
    repository = AuditLogRepository()

    def get(self, request):
        try:
            limit = min(int(request.query_params.get("limit", 100)), 500)
        except ValueError:
            limit = 100
        entries = self.repository.fetch(request.query_params, limit)
        return Response({"count": len(entries), "results": entries})
