# corpus: CWE-78 vulnerable — the search pattern is checked with fullmatch only in simple mode; in regex mode it is quoted by hand and run through create_subprocess_shell.
import asyncio
import re

from aiohttp import web

LOG_FILE = "/var/log/app/service.log"
SIMPLE_WORD = re.compile(r"[A-Za-z0-9_.-]{1,64}")


class LogSearch:
    def __init__(self, log_file):
        self.log_file = log_file

    def build(self, pattern, mode):
        if mode == "simple":
            if not SIMPLE_WORD.fullmatch(pattern):
                raise web.HTTPBadRequest(text="invalid search word")
            return f"grep -F -m 500 {pattern} {self.log_file}"
        return f"grep -E -m 500 '{pattern}' {self.log_file}"

    async def run(self, pattern, mode):
        proc = await asyncio.create_subprocess_shell(
            self.build(pattern, mode),
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
        )
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=20)
        return out.decode("utf-8", "replace").splitlines()


async def search_logs(request):
    pattern = request.query.get("q", "")
    mode = request.query.get("mode", "simple")
    if not pattern:
        raise web.HTTPBadRequest(text="q is required")
    lines = await request.app["log_search"].run(pattern, mode)
    return web.json_response({"matches": lines, "count": len(lines)})


def create_app():
    app = web.Application()
    app["log_search"] = LogSearch(LOG_FILE)
    app.router.add_get("/admin/logs/search", search_logs)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), port=8081)
