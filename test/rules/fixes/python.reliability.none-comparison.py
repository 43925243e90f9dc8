from sqlalchemy.orm import Session

from .models import User


def describe(user):
    # ruleid: python.reliability.none-comparison
    if user.email is None:
        return "no email"
    # ok: python.reliability.none-comparison
    if user.phone is None:
        return "no phone"
    # ruleid: python.reliability.none-comparison
    verified = user.verified_at is not None
    return user.email if verified else "unverified"


def without_email(session: Session) -> list:
    # ok: python.reliability.none-comparison
    return session.query(User).filter(User.email == None).all()


def label(code: str | None) -> str:
    # ruleid: python.reliability.none-comparison
    return "none" if code is None else code
