# corpus: CWE-22 safe — ReportStore.resolve returns (path, ok) after realpath and a commonpath check against the tenant folder, and the handler refuses when ok is false.
import os
from typing import Tuple

from aiohttp import web

REPORT_ROOT = os.environ.get("REPORT_ROOT", "/var/lib/reports")


class ReportStore:
    def __init__(self, root: str):
        self.root = os.path.realpath(root)

    def tenant_dir(self, tenant_id: int) -> str:
        return os.path.join(self.root, f"tenant-{tenant_id}")

    def resolve(self, tenant_id: int, name: str) -> Tuple[str, bool]:
        base = self.tenant_dir(tenant_id)
        candidate = os.path.realpath(os.path.join(base, name))
        if os.path.commonpath([base, candidate]) != base or candidate == base:
            return "", False
        return candidate, True


async def download_report(request: web.Request) -> web.StreamResponse:
    tenant_id = int(request.match_info["tenant_id"])
    name = request.query.get("file", "")
    store: ReportStore = request.app["reports"]
    path, ok = store.resolve(tenant_id, name)
    if not ok:
        raise web.HTTPBadRequest(text="invalid report name")
    if not os.path.isfile(path):
        raise web.HTTPNotFound(text="no such report")
    return web.FileResponse(path, headers={"Content-Disposition": "attachment"})


def build_app() -> web.Application:
    app = web.Application()
    app["reports"] = ReportStore(REPORT_ROOT)
    app.router.add_get(r"/tenants/{tenant_id:\d+}/reports/download", download_report)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=8082)
