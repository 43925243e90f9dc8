# corpus: CWE-601 vulnerable — the target query parameter is sent back as the redirect location.
from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/out")
def outbound_link(target: str, campaign: str = "none"):
    print(f"click campaign={campaign}")
    return RedirectResponse(url=target, status_code=302)
