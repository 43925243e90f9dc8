# corpus: CWE-502 safe — PipelineParser reads the uploaded YAML with yaml.safe_load, which builds only plain dicts, lists and scalars.
import yaml
from fastapi import Depends, FastAPI, File, HTTPException, UploadFile

app = FastAPI()

REQUIRED_KEYS = {"name", "stages"}


class PipelineParser:
    max_bytes = 256 * 1024

    def parse(self, raw: bytes) -> dict:
        if len(raw) > self.max_bytes:
            raise HTTPException(status_code=413, detail="pipeline file too large")
        try:
            document = yaml.safe_load(raw)
        except yaml.YAMLError as exc:
            raise HTTPException(status_code=422, detail=f"invalid YAML: {exc}") from exc
        if not isinstance(document, dict) or not REQUIRED_KEYS <= document.keys():
            raise HTTPException(status_code=422, detail="name and stages are required")
        return document

    def summarise(self, document: dict) -> dict:
        stages = document.get("stages") or []
        return {
            "name": str(document["name"]),
            "stages": [str(s.get("name", f"stage-{i}")) for i, s in enumerate(stages) if isinstance(s, dict)],
            "triggers": list(document.get("on", {}) or {}),
        }


def get_parser() -> PipelineParser:
    return PipelineParser()


@app.post("/pipelines/validate")
async def validate_pipeline(
    file: UploadFile = File(...),
    parser: PipelineParser = Depends(get_parser),
):
    raw = await file.read()
    document = parser.parse(raw)
    return {"filename": file.filename, "summary": parser.summarise(document)}
