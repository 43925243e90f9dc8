# corpus: CWE-22 safe — validate_statement_name() requires the name to fullmatch a fixed pattern with no separators or dot segments before StatementStorage joins it onto the account's folder.
import os
import re

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View

STATEMENT_NAME = re.compile(r"[0-9]{4}-[0-9]{2}-[a-z0-9_]{1,40}\.pdf")


def validate_statement_name(raw: str) -> str:
    name = raw.strip().lower()
    if not STATEMENT_NAME.fullmatch(name):
        raise Http404("unknown statement")
    return name


class StatementStorage:
    def __init__(self, root):
        self.root = root

    def path_for(self, account_id: int, name: str) -> str:
        return os.path.join(self.root, str(account_id), name)


class StatementDownloadView(LoginRequiredMixin, View):
    storage = StatementStorage(settings.STATEMENTS_ROOT)

    def get(self, request):
        name = validate_statement_name(request.GET.get("name", ""))
        path = self.storage.path_for(request.user.account_id, name)
        if not os.path.exists(path):
            raise Http404("unknown statement")
        return FileResponse(open(path, "rb"), as_attachment=True, filename=name)
