import re
import subprocess

from fastapi import Depends, FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()
TAG_PATTERN = re.compile(r"v\d{1,3}\.\d{1,3}\.\d{1,3}")
ENVIRONMENT_PATTERN = re.compile(r"staging|production")


class RolloutRequest(BaseModel):
    tag: str
    environment: str
    note: str = ""


class Deployer:
    def validate(self, req: RolloutRequest) -> None:
        if not TAG_PATTERN.fullmatch(req.tag):
            raise HTTPException(status_code=400, detail="tag must look like v1.2.3")
        if not ENVIRONMENT_PATTERN.fullmatch(req.environment):
            raise HTTPException(status_code=400, detail="unknown environment")

    def rollout(self, req: RolloutRequest):
        self.validate(req)
        # ok: python.security.command-injection
        subprocess.run(f"/opt/deploy/rollout.sh --env {req.environment} --tag {req.tag}", shell=True, check=True)

    def announce(self, req: RolloutRequest):
        self.validate(req)
        # ruleid: python.security.command-injection
        subprocess.run(f"/opt/deploy/notify.sh '{req.note}'", shell=True, check=True)


def get_deployer() -> Deployer:
    return Deployer()


@app.post("/deployments")
def deploy(req: RolloutRequest, deployer: Deployer = Depends(get_deployer)):
    deployer.rollout(req)
    deployer.announce(req)
    return {"tag": req.tag}
