# corpus: CWE-22 safe — ReportLibrary resolves the requested path and refuses anything that is not inside the resolved reports root before reading or listing it.
from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import PlainTextResponse

app = FastAPI()
REPORTS_ROOT = Path("/srv/reports").resolve()


class ReportLibrary:
    def __init__(self, root: Path):
        self.root = root

    def _inside(self, relative: str) -> Path:
        candidate = (self.root / relative).resolve()
        if not candidate.is_relative_to(self.root):
            raise HTTPException(status_code=403, detail="outside the report library")
        return candidate

    def read(self, relative: str) -> str:
        report = self._inside(relative)
        if not report.is_file():
            raise HTTPException(status_code=404, detail="no such report")
        return report.read_text(encoding="utf-8")

    def listing(self, folder: str) -> list:
        directory = self._inside(folder)
        if not directory.is_dir():
            raise HTTPException(status_code=404, detail="no such folder")
        return sorted(p.name for p in directory.iterdir() if p.suffix in {".txt", ".csv"})


def get_library() -> ReportLibrary:
    return ReportLibrary(REPORTS_ROOT)


@app.get("/reports", response_model=list)
def list_reports(folder: str = ".", library: ReportLibrary = Depends(get_library)):
    return library.listing(folder)


@app.get("/reports/{report_path:path}", response_class=PlainTextResponse)
def read_report(report_path: str, library: ReportLibrary = Depends(get_library)):
    return library.read(report_path)
