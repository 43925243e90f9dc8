# corpus: CWE-942 safe — CORSMiddleware allows credentials only for an explicit list of the company's own https origins, never "*" or the request's Origin.
import os
from dataclasses import dataclass, field
from typing import List

from fastapi import Cookie, FastAPI, HTTPException
from fastapi.middleware.cors import CORSMiddleware


@dataclass(frozen=True)
class CorsSettings:
    origins: List[str] = field(
        default_factory=lambda: [
            "https://app.example.com",
            "https://admin.example.com",
        ]
    )
    methods: List[str] = field(default_factory=lambda: ["GET", "POST", "PATCH"])
    headers: List[str] = field(default_factory=lambda: ["Content-Type", "X-CSRF-Token"])


def build_app(settings: CorsSettings = CorsSettings()) -> FastAPI:
    app = FastAPI(title="account-api", docs_url=None if os.environ.get("ENV") == "prod" else "/docs")
    app.add_middleware(
        CORSMiddleware,
        allow_origins=settings.origins,
        allow_credentials=True,
        allow_methods=settings.methods,
        allow_headers=settings.headers,
        max_age=600,
    )

    @app.get("/api/account/profile")
    def profile(session_id: str = Cookie(default="")):
        if not session_id:
            raise HTTPException(status_code=401, detail="not signed in")
        return {"session": session_id[:8], "plan": "team"}

    return app


app = build_app()
