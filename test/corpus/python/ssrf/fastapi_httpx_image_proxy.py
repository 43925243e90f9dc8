# corpus: CWE-918 vulnerable — the image_url query parameter is fetched by the server with httpx.
import httpx
from fastapi import FastAPI, Response

app = FastAPI()


@app.get("/proxy/image")
async def proxy_image(image_url: str):
    async with httpx.AsyncClient(timeout=10) as client:
        upstream = await client.get(image_url)
    return Response(content=upstream.content, media_type=upstream.headers.get("content-type", "image/png"))
