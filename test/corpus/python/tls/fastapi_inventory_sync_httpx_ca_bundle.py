# corpus: CWE-295 safe — WarehouseClient's httpx.AsyncClient verifies the server against the company CA bundle (verify is a CA file path, hostname checks stay on).
import os
from dataclasses import dataclass

import httpx
from fastapi import Depends, FastAPI, Path
from pydantic import BaseModel

app = FastAPI()


@dataclass(frozen=True)
class WarehouseConfig:
    base_url: str = "https://wms.northdepot.example.com/api"
    api_key: str = os.environ.get("WMS_API_KEY", "")
    ca_bundle: str = os.environ.get("WMS_CA_BUNDLE", "/etc/pki/northdepot/ca-chain.pem")
    timeout: float = 10.0


class StockLevel(BaseModel):
    sku: str
    on_hand: int
    reserved: int


class WarehouseClient:
    def __init__(self, cfg: WarehouseConfig):
        self.cfg = cfg
        self.http = httpx.AsyncClient(
            base_url=cfg.base_url,
            headers={"X-Api-Key": cfg.api_key},
            timeout=cfg.timeout,
            verify=cfg.ca_bundle,
        )

    async def stock(self, warehouse_id: int, sku: str) -> StockLevel:
        resp = await self.http.get(f"/warehouses/{warehouse_id}/stock", params={"sku": sku})
        resp.raise_for_status()
        return StockLevel(**resp.json())


_client = WarehouseClient(WarehouseConfig())


def get_client() -> WarehouseClient:
    return _client


@app.get("/inventory/{warehouse_id}/{sku}", response_model=StockLevel)
async def stock_level(
    warehouse_id: int = Path(ge=1),
    sku: str = Path(pattern=r"^[A-Z0-9-]{3,32}$"),
    client: WarehouseClient = Depends(get_client),
):
    return await client.stock(warehouse_id, sku)
