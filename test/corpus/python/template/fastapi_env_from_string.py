# corpus: CWE-1336 vulnerable — the request body text becomes template source via Environment.from_string.
from fastapi import FastAPI
from jinja2 import Environment
from pydantic import BaseModel

app = FastAPI()
env = Environment()


class SignatureIn(BaseModel):
    signature: str


@app.post("/signatures/render")
def render_signature(payload: SignatureIn):
    tmpl = env.from_string(payload.signature)
    return {"html": tmpl.render(company="Acme Corp", year=2024)}
