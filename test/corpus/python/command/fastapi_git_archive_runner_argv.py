# corpus: CWE-78 safe — ArchiveRunner hands the project and ref to subprocess.run as separate list elements with no shell, and rejects refs that look like options.
import subprocess
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse
from pydantic import BaseModel

app = FastAPI()
REPO_ROOT = Path("/srv/git")
EXPORT_ROOT = Path("/srv/exports")


class ArchiveRequest(BaseModel):
    project: str
    ref: str = "main"


class ArchiveRunner:
    def __init__(self, repo_root: Path, export_root: Path):
        self.repo_root = repo_root
        self.export_root = export_root

    def _args(self, repo: Path, ref: str, out: Path) -> list:
        return ["git", "-C", str(repo), "archive", "--format=tar.gz", f"--output={out}", ref]

    def run(self, project: str, ref: str) -> Path:
        if ref.startswith("-"):
            raise HTTPException(status_code=400, detail="invalid ref")
        repo = self.repo_root / f"{Path(project).name}.git"
        if not repo.is_dir():
            raise HTTPException(status_code=404, detail="unknown project")
        out = self.export_root / f"{repo.stem}.tar.gz"
        result = subprocess.run(self._args(repo, ref, out), capture_output=True, timeout=300)
        if result.returncode != 0:
            raise HTTPException(status_code=422, detail="git archive failed")
        return out


def get_runner() -> ArchiveRunner:
    return ArchiveRunner(REPO_ROOT, EXPORT_ROOT)


@app.post("/archives")
def create_archive(req: ArchiveRequest, runner: ArchiveRunner = Depends(get_runner)):
    out = runner.run(req.project, req.ref)
    return FileResponse(out, media_type="application/gzip", filename=out.name)
