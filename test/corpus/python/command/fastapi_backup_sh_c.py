# corpus: CWE-78 vulnerable — the folder parameter is concatenated into a string executed by sh -c.
import subprocess

from fastapi import FastAPI

app = FastAPI()


@app.post("/backups")
def create_backup(folder: str):
    script = "tar czf /backups/snapshot.tgz -C /srv/data " + folder
    proc = subprocess.run(["sh", "-c", script], capture_output=True, text=True)
    return {"returncode": proc.returncode}
