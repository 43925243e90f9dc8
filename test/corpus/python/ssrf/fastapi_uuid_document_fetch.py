# corpus: CWE-918 safe — the storage host is fixed and the path parameter is parsed as a UUID.
import uuid

import httpx
from fastapi import FastAPI

app = FastAPI()
STORAGE = "https://storage.internal.example.com/documents/"


@app.get("/documents/{doc_id}")
def fetch_document(doc_id: uuid.UUID):
    resp = httpx.get(f"{STORAGE}{doc_id}", timeout=10)
    return {"id": str(doc_id), "size": len(resp.content)}
