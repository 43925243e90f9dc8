# corpus: CWE-78 vulnerable — the database name from the POST body reaches a shell=True pg_dump pipeline through the module-level backup_service.
import subprocess
from datetime import datetime, timezone
from pathlib import Path

from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View

BACKUP_ROOT = Path("/var/backups/postgres")


class BackupService:
    def __init__(self, root: Path):
        self.root = root

    def _target(self) -> Path:
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        return self.root / f"dump-{stamp}.sql.gz"

    def _pipeline(self, database: str, target: Path) -> str:
        return f"pg_dump --no-owner --clean {database} | gzip -9 > {target}"

    def dump(self, database: str) -> dict:
        target = self._target()
        proc = subprocess.run(
            self._pipeline(database, target),
            shell=True,
            capture_output=True,
            text=True,
            timeout=900,
        )
        return {"file": str(target), "ok": proc.returncode == 0, "stderr": proc.stderr[-2000:]}


backup_service = BackupService(BACKUP_ROOT)


@method_decorator(staff_member_required, name="dispatch")
class DatabaseBackupView(View):
    def post(self, request):
        database = request.POST.get("database", "").strip()
        if not database:
            return JsonResponse({"error": "database is required"}, status=400)
        result = backup_service.dump(database)
        return JsonResponse(result, status=200 if result["ok"] else 500)
