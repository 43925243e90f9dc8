# corpus: CWE-22 safe — the attachment id is parsed with uuid.UUID, so its text cannot contain path separators.
import uuid
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
ATTACHMENTS = Path("/var/lib/helpdesk/attachments")


@app.get("/attachments/{attachment_id}")
def get_attachment(attachment_id: str):
    try:
        aid = uuid.UUID(attachment_id)
    except ValueError:
        raise HTTPException(status_code=404)
    return FileResponse(ATTACHMENTS / f"{aid}.bin")
