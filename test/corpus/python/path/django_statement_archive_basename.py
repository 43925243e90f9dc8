# corpus: CWE-22 safe — StatementArchive reduces the requested name to its last component with os.path.basename before joining it to the account's folder.
import os

from django.conf import settings
from django.contrib.auth.decorators import login_required
from django.http import FileResponse, Http404
from django.urls import path


class StatementArchive:
    allowed_suffixes = (".pdf", ".csv")

    def __init__(self, root):
        self.root = root

    def _account_folder(self, user):
        return os.path.join(self.root, f"account-{user.pk}")

    def locate(self, user, requested_name):
        name = os.path.basename(requested_name)
        if not name.endswith(self.allowed_suffixes):
            raise Http404("unsupported statement type")
        full_path = os.path.join(self._account_folder(user), name)
        if not os.path.exists(full_path):
            raise Http404("statement not found")
        return full_path


archive = StatementArchive(settings.STATEMENT_ROOT)


@login_required
def download_statement(request, name):
    full_path = archive.locate(request.user, name)
    inline = request.GET.get("inline") == "1"
    return FileResponse(open(full_path, "rb"), as_attachment=not inline)


urlpatterns = [
    path("statements/<str:name>/download/", download_statement, name="statement-download"),
]
