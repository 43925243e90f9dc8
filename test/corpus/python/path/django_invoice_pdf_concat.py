# corpus: CWE-22 vulnerable — the URL parameter of the Django view is concatenated into a file path and opened.
from django.http import FileResponse, Http404

INVOICE_ROOT = "/srv/billing/invoices/"


def download_invoice(request, invoice_name):
    path = INVOICE_ROOT + invoice_name
    try:
        handle = open(path, "rb")
    except FileNotFoundError:
        raise Http404("invoice not found")
    return FileResponse(handle, as_attachment=True)
