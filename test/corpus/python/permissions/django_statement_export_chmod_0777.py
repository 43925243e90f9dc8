# corpus: CWE-732 vulnerable — StatementExporter writes customers' bank statement CSVs and then chmods each file to 0o777, readable and writable by every local user.
import csv
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404
from django.shortcuts import get_object_or_404

from banking.models import Account

EXPORT_MODE = 0o777


class StatementExporter:
    def __init__(self, export_dir):
        self.export_dir = export_dir

    def _path_for(self, account):
        return os.path.join(self.export_dir, f"statement-{account.pk}.csv")

    def export(self, account, month):
        os.makedirs(self.export_dir, exist_ok=True)
        path = self._path_for(account)
        with open(path, "w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow(["date", "description", "amount"])
            for tx in account.transactions.filter(posted_at__startswith=month).order_by("posted_at"):
                writer.writerow([tx.posted_at.isoformat(), tx.description, tx.amount])
        os.chmod(path, EXPORT_MODE)
        return path


exporter = StatementExporter(os.path.join(settings.MEDIA_ROOT, "exports"))


@login_required
def download_statement(request, account_id):
    account = get_object_or_404(Account, pk=account_id, owner=request.user)
    month = request.GET.get("month", "")
    if len(month) != 7:
        raise Http404("month must look like 2024-05")
    path = exporter.export(account, month)
    return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
