# corpus: CWE-22 vulnerable — the note name path parameter is appended to a pathlib base and read.
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import PlainTextResponse

app = FastAPI()
NOTES_DIR = Path("/var/lib/notes")


@app.get("/notes/{note_name:path}", response_class=PlainTextResponse)
def read_note(note_name: str):
    note_file = NOTES_DIR / note_name
    return note_file.read_text(encoding="utf-8")
