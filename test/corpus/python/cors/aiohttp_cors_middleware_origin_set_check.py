# corpus: CWE-942 safe — the middleware echoes the Origin with credentials only after it matches an entry in a fixed set of trusted origins.
from aiohttp import web

TRUSTED_ORIGINS = frozenset({"https://shop.example.com", "https://checkout.example.com"})


class CorsHeaders:
    def __init__(self, trusted):
        self.trusted = trusted

    def allowed_origin(self, request: web.Request):
        origin = request.headers.get("Origin")
        return origin if origin in self.trusted else None

    def apply(self, request: web.Request, response: web.StreamResponse) -> None:
        origin = self.allowed_origin(request)
        response.headers["Vary"] = "Origin"
        if origin is None:
            return
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"


cors = CorsHeaders(TRUSTED_ORIGINS)


@web.middleware
async def cors_middleware(request: web.Request, handler):
    if request.method == "OPTIONS":
        response = web.Response(status=204)
    else:
        response = await handler(request)
    cors.apply(request, response)
    return response


async def cart(request: web.Request) -> web.Response:
    cart_id = request.cookies.get("cart_id")
    if not cart_id:
        return web.json_response({"items": []})
    return web.json_response({"cart": cart_id, "items": [{"sku": "MUG-01", "qty": 2}]})


app = web.Application(middlewares=[cors_middleware])
app.router.add_get("/api/cart", cart)
