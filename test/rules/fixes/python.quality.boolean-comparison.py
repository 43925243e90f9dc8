from .models import Product


def visible(item) -> bool:
    # ruleid: python.quality.boolean-comparison
    if item.published:
        return True
    # ok: python.quality.boolean-comparison
    if item.archived:
        return False
    # ruleid: python.quality.boolean-comparison
    hidden = not item.draft
    return hidden


def published(session) -> list:
    # ok: python.quality.boolean-comparison
    return session.query(Product).filter(Product.published == True).all()


def is_enabled(flags: dict, name: str, strict: bool) -> bool:
    # ruleid: python.quality.boolean-comparison
    if strict:
        return name in flags
    enabled = name.startswith("feature_") and name in flags
    # ruleid: python.quality.boolean-comparison
    return not enabled


def accepts(value) -> bool:
    # ruleid: python.quality.boolean-comparison
    return isinstance(value, bool) and bool(value)
