# corpus: CWE-22 vulnerable — the ?file= query value is joined under the tenant's report folder by ReportStore.path_for and served, so ../ escapes it.
import os

from aiohttp import web

REPORT_ROOT = os.environ.get("REPORT_ROOT", "/var/lib/reports")


class ReportStore:
    def __init__(self, root: str):
        self.root = root

    def tenant_dir(self, tenant_id: int) -> str:
        return os.path.join(self.root, f"tenant-{tenant_id}")

    def path_for(self, tenant_id: int, name: str) -> str:
        return os.path.join(self.tenant_dir(tenant_id), name)


async def download_report(request: web.Request) -> web.StreamResponse:
    tenant_id = int(request.match_info["tenant_id"])
    name = request.query.get("file", "")
    store: ReportStore = request.app["reports"]
    path = store.path_for(tenant_id, name)
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
