# corpus: CWE-918 safe — the region path parameter only selects an entry of a constant endpoint table; the caller's trace id is sent as a header, never as part of the URL.
import httpx
from fastapi import Depends, FastAPI, Header, HTTPException

app = FastAPI()

REGION_ENDPOINTS = {
    "eu-west": "https://eu-west.api.example.com/healthz",
    "us-east": "https://us-east.api.example.com/healthz",
    "ap-south": "https://ap-south.api.example.com/healthz",
}


class HealthProbe:
    def __init__(self, endpoints: dict):
        self.endpoints = endpoints

    def _endpoint(self, region: str) -> str:
        endpoint = self.endpoints.get(region)
        if endpoint is None:
            raise HTTPException(status_code=404, detail="unknown region")
        return endpoint

    async def check(self, region: str, trace_id: str) -> dict:
        url = self._endpoint(region)
        async with httpx.AsyncClient(timeout=3.0) as client:
            try:
                response = await client.get(url, headers={"X-Trace-Id": trace_id})
            except httpx.HTTPError:
                return {"region": region, "healthy": False, "status": None}
        return {"region": region, "healthy": response.status_code == 200, "status": response.status_code}


def get_probe() -> HealthProbe:
    return HealthProbe(REGION_ENDPOINTS)


@app.get("/regions/{region}/health")
async def region_health(
    region: str,
    x_trace_id: str = Header(""),
    probe: HealthProbe = Depends(get_probe),
):
    return await probe.check(region, x_trace_id)


@app.get("/regions")
def regions():
    return sorted(REGION_ENDPOINTS)
