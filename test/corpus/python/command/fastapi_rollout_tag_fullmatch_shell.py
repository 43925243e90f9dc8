# corpus: CWE-78 safe — the release tag and environment are both checked with fullmatch against strict patterns before the shell command is built, and the free-text note never reaches it.
import re
import subprocess

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()

TAG_PATTERN = re.compile(r"v\d{1,3}\.\d{1,3}\.\d{1,3}")
ENVIRONMENT_PATTERN = re.compile(r"staging|production|canary")


class RolloutRequest(BaseModel):
    tag: str
    environment: str
    note: str = ""


class Deployer:
    script = "/opt/deploy/rollout.sh"
    log_file = "/var/log/deploy/rollout.log"

    def validate(self, req: RolloutRequest) -> None:
        if not TAG_PATTERN.fullmatch(req.tag):
            raise HTTPException(status_code=400, detail="tag must look like v1.2.3")
        if not ENVIRONMENT_PATTERN.fullmatch(req.environment):
            raise HTTPException(status_code=400, detail="unknown environment")

    def command(self, req: RolloutRequest) -> str:
        return f"{self.script} --env {req.environment} --tag {req.tag} 2>&1 | tee -a {self.log_file}"

    def rollout(self, req: RolloutRequest):
        self.validate(req)
        result = subprocess.run(self.command(req), shell=True, capture_output=True, text=True, timeout=1200)
        return result.returncode, result.stdout[-4000:]


def get_deployer() -> Deployer:
    return Deployer()


@app.post("/deployments")
def deploy(req: RolloutRequest, deployer: Deployer = Depends(get_deployer)):
    code, log = deployer.rollout(req)
    return {
        "tag": req.tag,
        "environment": req.environment,
        "note": req.note,
        "exit_code": code,
        "log": log,
    }
