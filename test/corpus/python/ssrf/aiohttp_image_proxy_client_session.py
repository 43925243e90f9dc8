# corpus: CWE-918 vulnerable — the src query parameter is fetched by ImageProxy through the shared aiohttp ClientSession with no check on its host.
import hashlib

from aiohttp import ClientSession, ClientTimeout, web

ALLOWED_TYPES = ("image/png", "image/jpeg", "image/gif", "image/webp")


class ImageProxy:
    def __init__(self, session: ClientSession, max_bytes: int = 5_000_000):
        self.session = session
        self.max_bytes = max_bytes

    async def fetch(self, src: str):
        async with self.session.get(src) as upstream:
            content_type = upstream.headers.get("Content-Type", "").split(";")[0]
            if content_type not in ALLOWED_TYPES:
                raise web.HTTPUnsupportedMediaType(text="not an image")
            body = await upstream.content.read(self.max_bytes)
            return body, content_type


async def proxy_image(request: web.Request) -> web.Response:
    src = request.query.get("src")
    if not src:
        raise web.HTTPBadRequest(text="src is required")
    body, content_type = await request.app["proxy"].fetch(src)
    etag = hashlib.sha256(body).hexdigest()[:32]
    return web.Response(body=body, content_type=content_type, headers={"ETag": etag, "Cache-Control": "max-age=86400"})


async def on_startup(app: web.Application):
    session = ClientSession(timeout=ClientTimeout(total=8))
    app["http"] = session
    app["proxy"] = ImageProxy(session)


async def on_cleanup(app: web.Application):
    await app["http"].close()


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/img", proxy_image)
    return app
