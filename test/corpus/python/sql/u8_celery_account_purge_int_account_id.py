# corpus: CWE-89 safe — AccountPurgeJob converts the task payload's account_id with int() in its constructor, so only digits are formatted into the DELETE statements; table names are module constants.
import logging
import os

from celery import Celery
from sqlalchemy import create_engine, text

app = Celery("maintenance", broker=os.environ.get("BROKER_URL", "amqp://guest@rabbit//"))
engine = create_engine(os.environ["DATABASE_URL"])
log = logging.getLogger(__name__)

TABLES = ("sessions", "api_tokens", "notifications", "saved_searches")


class AccountPurgeJob:
    def __init__(self, payload: dict):
        self.account_id = int(payload["account_id"])
        self.reason = payload.get("reason", "closed")

    def statements(self):
        for table in TABLES:
            yield table, f"DELETE FROM {table} WHERE account_id = {self.account_id}"

    def run(self, conn) -> dict:
        removed = {}
        for table, sql in self.statements():
            removed[table] = conn.execute(text(sql)).rowcount
        return removed


@app.task(bind=True, acks_late=True, max_retries=3)
def purge_account(self, payload):
    job = AccountPurgeJob(payload)
    with engine.begin() as conn:
        removed = job.run(conn)
    log.info("purged account %s (%s): %s", job.account_id, job.reason, removed)
    return removed
