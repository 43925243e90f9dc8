# corpus: CWE-330 vulnerable — ResetCodeService draws the password-reset code with random.choices, a predictable Mersenne Twister generator.
import random
import string
from datetime import datetime, timedelta, timezone

from fastapi import BackgroundTasks, Depends, FastAPI
from pydantic import BaseModel, EmailStr

app = FastAPI()


class ResetRequest(BaseModel):
    email: EmailStr


class ResetCodeStore:
    def __init__(self):
        self._codes = {}

    def save(self, email: str, code: str, expires_at: datetime) -> None:
        self._codes[email] = (code, expires_at)


class ResetCodeService:
    alphabet = string.ascii_uppercase + string.digits
    length = 8
    ttl = timedelta(minutes=15)

    def __init__(self, store: ResetCodeStore):
        self.store = store

    def _new_code(self) -> str:
        return "".join(random.choices(self.alphabet, k=self.length))

    def issue(self, email: str) -> str:
        code = self._new_code()
        self.store.save(email, code, datetime.now(timezone.utc) + self.ttl)
        return code


_store = ResetCodeStore()


def get_service() -> ResetCodeService:
    return ResetCodeService(_store)


def send_reset_mail(email: str, code: str) -> None:
    print(f"mail to {email}: your reset code is {code}")


@app.post("/password/forgot", status_code=202)
def forgot_password(body: ResetRequest, tasks: BackgroundTasks, service: ResetCodeService = Depends(get_service)):
    code = service.issue(body.email)
    tasks.add_task(send_reset_mail, body.email, code)
    return {"status": "if the account exists, a code was sent"}
