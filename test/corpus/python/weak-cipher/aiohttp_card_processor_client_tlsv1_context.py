# corpus: CWE-327 vulnerable — the card-processor client builds its SSL context with ssl.PROTOCOL_TLSv1, so card authorisations travel over deprecated TLS 1.0.
import os
import ssl

import aiohttp
from aiohttp import web

PROCESSOR_URL = "https://gateway.cardproc.example.net/v3/authorize"


def legacy_processor_context() -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLSv1)
    context.verify_mode = ssl.CERT_REQUIRED
    context.check_hostname = True
    context.load_verify_locations(cafile=os.environ.get("PROCESSOR_CA", "/etc/ssl/certs/ca-certificates.crt"))
    return context


class ProcessorClient:
    def __init__(self, api_key: str, context: ssl.SSLContext):
        self.api_key = api_key
        self.context = context

    async def authorize(self, card_token: str, amount_cents: int, currency: str) -> dict:
        connector = aiohttp.TCPConnector(ssl=self.context)
        async with aiohttp.ClientSession(connector=connector) as session:
            async with session.post(
                PROCESSOR_URL,
                json={"card_token": card_token, "amount": amount_cents, "currency": currency},
                headers={"Authorization": f"Bearer {self.api_key}"},
                timeout=aiohttp.ClientTimeout(total=15),
            ) as resp:
                return await resp.json()


async def authorize_payment(request: web.Request) -> web.Response:
    body = await request.json()
    client: ProcessorClient = request.app["processor"]
    result = await client.authorize(str(body["card_token"]), int(body["amount_cents"]), "EUR")
    return web.json_response({"approved": result.get("approved", False), "reference": result.get("reference")})


def build_app() -> web.Application:
    app = web.Application()
    app["processor"] = ProcessorClient(os.environ["PROCESSOR_API_KEY"], legacy_processor_context())
    app.router.add_post("/payments/authorize", authorize_payment)
    return app
