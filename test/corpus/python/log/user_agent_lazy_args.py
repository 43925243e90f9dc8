# corpus: CWE-117 vulnerable — the User-Agent header is passed as a %s argument; lazy formatting keeps CR/LF in the record.
import logging

from flask import Flask, request

app = Flask(__name__)
logger = logging.getLogger("downloads")


@app.route("/downloads/<int:release_id>")
def download(release_id):
    agent = request.headers.get("User-Agent", "-")
    logger.warning("download of release %d by client %s", release_id, agent)
    return {"release": release_id}
