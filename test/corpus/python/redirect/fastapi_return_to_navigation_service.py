# corpus: CWE-601 vulnerable — NavigationService only blocks a few local paths, so the return_to query parameter can name any external site and is sent in a RedirectResponse.
from fastapi import Depends, FastAPI, Form, HTTPException, Query
from fastapi.responses import RedirectResponse

from .auth import authenticate, issue_session_cookie

app = FastAPI()


class NavigationService:
    blocked = {"/logout", "/login", "/account/delete"}

    def __init__(self, home: str = "/dashboard"):
        self.home = home

    def resolve(self, return_to: str) -> str:
        if not return_to or return_to in self.blocked:
            return self.home
        return return_to


def get_navigation() -> NavigationService:
    return NavigationService()


@app.post("/login")
def login(
    username: str = Form(...),
    password: str = Form(...),
    return_to: str = Query(""),
    nav: NavigationService = Depends(get_navigation),
):
    user = authenticate(username, password)
    if user is None:
        raise HTTPException(status_code=401, detail="invalid credentials")
    response = RedirectResponse(nav.resolve(return_to), status_code=303)
    issue_session_cookie(response, user)
    return response


@app.get("/continue")
def continue_to(return_to: str = Query(""), nav: NavigationService = Depends(get_navigation)):
    return RedirectResponse(nav.resolve(return_to), status_code=302)
