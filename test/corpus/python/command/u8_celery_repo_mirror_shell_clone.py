# corpus: CWE-78 vulnerable — the clone URL and branch from the queued mirror request are formatted into one shell command line by RepoMirror.sync and run with shell=True.
import os
import subprocess
import tempfile
from dataclasses import dataclass

from celery import Celery
from celery.utils.log import get_task_logger

app = Celery("mirrors", broker=os.environ.get("CELERY_BROKER_URL", "redis://redis:6379/2"))
logger = get_task_logger(__name__)

MIRROR_ROOT = os.environ.get("MIRROR_ROOT", "/srv/mirrors")


@dataclass
class MirrorRequest:
    project_id: int
    clone_url: str
    branch: str

    @classmethod
    def from_payload(cls, payload: dict) -> "MirrorRequest":
        return cls(
            project_id=int(payload["project_id"]),
            clone_url=payload["clone_url"].strip(),
            branch=payload.get("branch", "main"),
        )


class RepoMirror:
    def __init__(self, root: str):
        self.root = root

    def target_for(self, request: MirrorRequest) -> str:
        return os.path.join(self.root, f"project-{request.project_id}.git")

    def sync(self, request: MirrorRequest) -> str:
        target = self.target_for(request)
        with tempfile.TemporaryDirectory() as work:
            command = (
                f"git clone --mirror --single-branch --branch {request.branch} "
                f"{request.clone_url} {work}/repo && rsync -a --delete {work}/repo/ {target}/"
            )
            completed = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=600)
        if completed.returncode != 0:
            raise RuntimeError(completed.stderr[-2000:])
        return target


mirror = RepoMirror(MIRROR_ROOT)


@app.task(bind=True, max_retries=3)
def sync_mirror(self, payload):
    request = MirrorRequest.from_payload(payload)
    logger.info("syncing project %s", request.project_id)
    try:
        return mirror.sync(request)
    except subprocess.TimeoutExpired as exc:
        raise self.retry(exc=exc, countdown=120)
