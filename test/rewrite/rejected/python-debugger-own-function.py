# rejected: the program defines its own breakpoint(); removing the call would drop its log line
# keeps-all: breakpoint()
import logging

log = logging.getLogger(__name__)


def breakpoint(label: str = "") -> None:
    log.info("checkpoint %s", label)


def migrate(rows: list) -> int:
    breakpoint()
    return len(rows)
