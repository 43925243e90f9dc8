# corpus: CWE-113 safe — the download name must be one of a fixed set before it reaches the header.
from django.http import Http404, HttpResponse

from reports.builder import build_csv

EXPORT_NAMES = {"customers.csv", "orders.csv", "refunds.csv"}


def export_named(request):
    filename = request.GET.get("filename", "orders.csv")
    if filename not in EXPORT_NAMES:
        raise Http404("unknown export")
    response = HttpResponse(build_csv(), content_type="text/csv")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
