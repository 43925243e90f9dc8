import logging

log = logging.getLogger(__name__)


def breakpoint(label: str = "") -> None:
    """The program's own checkpoint marker, not the debugger."""
    log.info("checkpoint %s", label)


def migrate(rows: list) -> int:
    # ok: python.quality.debugger-statement
    breakpoint()
    return len(rows)


def replay(pdb, rows: list) -> None:
    # ok: python.quality.debugger-statement
    pdb.set_trace()
