# corpus: CWE-502 vulnerable — the unsigned wizard_state cookie is base64-decoded and unpickled by WizardStateCodec.decode inside the current_state dependency, so the client chooses the pickle.
import base64
import pickle
from dataclasses import dataclass, field

from fastapi import Cookie, Depends, FastAPI, Response

app = FastAPI()


@dataclass
class WizardState:
    step: int = 1
    answers: dict = field(default_factory=dict)


class WizardStateCodec:
    def encode(self, state: WizardState) -> str:
        return base64.urlsafe_b64encode(pickle.dumps(state)).decode()

    def decode(self, token: str | None) -> WizardState:
        if not token:
            return WizardState()
        return pickle.loads(base64.urlsafe_b64decode(token.encode()))


codec = WizardStateCodec()


def current_state(wizard_state: str | None = Cookie(default=None)) -> WizardState:
    return codec.decode(wizard_state)


@app.post("/onboarding/steps/{step}")
def save_step(step: int, answers: dict, response: Response, state: WizardState = Depends(current_state)):
    state.answers[str(step)] = answers
    state.step = step + 1
    response.set_cookie("wizard_state", codec.encode(state), httponly=True, secure=True, samesite="lax")
    return {"next": state.step}
