import os


def greeting(name: str = None) -> str:
    # ruleid: python.reliability.none-comparison
    if name is None:
        return "hello"
    return f"hello {name}"


def home_folder() -> str:
    home = os.environ.get("HOME")
    # ruleid: python.reliability.none-comparison
    return "/" if home is None else home


def is_live(record) -> bool:
    # ruleid: python.reliability.none-comparison
    return record.deleted_at is not None
