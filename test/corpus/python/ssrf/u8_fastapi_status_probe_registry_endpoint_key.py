# corpus: CWE-918 safe — the caller's callback URL only sits in the probe dict under "callback" and is echoed back; the request goes to the "endpoint" entry, taken from the server's SERVICE_REGISTRY.
import httpx
from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

SERVICE_REGISTRY = {
    "billing": "http://billing.internal:8080/healthz",
    "search": "http://search.internal:9200/_cluster/health",
    "mailer": "http://mailer.internal:8025/status",
}


class ProbeRequest(BaseModel):
    service: str
    callback: str | None = None


class ProbeRunner:
    def __init__(self, client: httpx.AsyncClient):
        self.client = client

    def plan(self, body: ProbeRequest) -> dict:
        endpoint = SERVICE_REGISTRY.get(body.service)
        if endpoint is None:
            raise HTTPException(status_code=404, detail="unknown service")
        return {"service": body.service, "endpoint": endpoint, "callback": body.callback}

    async def run(self, probe: dict) -> dict:
        response = await self.client.get(probe["endpoint"], timeout=3.0)
        return {"service": probe["service"], "status": response.status_code, "notify": probe["callback"]}


async def get_runner():
    async with httpx.AsyncClient(follow_redirects=False) as client:
        yield ProbeRunner(client)


@app.post("/ops/probes")
async def run_probe(body: ProbeRequest, runner: ProbeRunner = Depends(get_runner)):
    probe = runner.plan(body)
    return await runner.run(probe)
