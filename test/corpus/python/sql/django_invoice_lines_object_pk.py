# corpus: CWE-89 safe — the only value formatted into the SQL text is the primary key of an Invoice fetched with get_object_or_404 for an <int:pk> route.
from django.contrib.auth.decorators import login_required
from django.db import connection
from django.shortcuts import get_object_or_404, render
from django.urls import path

from billing.models import Invoice


class InvoiceLineQueries:
    columns = "l.sku, l.description, l.quantity, l.unit_price"

    def lines_for(self, invoice):
        sql = (
            f"SELECT {self.columns} FROM billing_invoiceline l "
            f"WHERE l.invoice_id = {invoice.pk} ORDER BY l.position"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            return cursor.fetchall()

    def vat_summary(self, invoice):
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT vat_rate, SUM(quantity * unit_price) FROM billing_invoiceline "
                "WHERE invoice_id = %s GROUP BY vat_rate ORDER BY vat_rate",
                [invoice.pk],
            )
            return cursor.fetchall()


queries = InvoiceLineQueries()


@login_required
def invoice_detail(request, pk):
    invoice = get_object_or_404(Invoice, pk=pk, customer__owner=request.user)
    context = {
        "invoice": invoice,
        "lines": queries.lines_for(invoice),
        "vat": queries.vat_summary(invoice),
        "highlight": request.GET.get("highlight", ""),
    }
    return render(request, "billing/invoice_detail.html", context)


urlpatterns = [
    path("invoices/<int:pk>/", invoice_detail, name="invoice-detail"),
]
