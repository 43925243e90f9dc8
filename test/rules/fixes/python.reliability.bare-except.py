import json
import logging


def load(store, key):
    try:
        return store[key]
    # ruleid: python.reliability.bare-except
    except Exception:
        return None


def parse(text: str):
    try:
        return json.loads(text)
    # ok: python.reliability.bare-except
    except ValueError:
        logging.warning("invalid JSON")
        return None


def save(session, record) -> None:
    try:
        session.add(record)
        session.commit()
    # ok: python.reliability.bare-except
    except:
        session.rollback()
        raise


def parse_options(parser, argv: list):
    try:
        return parser.parse_args(argv)
    # ruleid: python.reliability.bare-except
    except Exception:
        return None


def numbered(items: list):
    for index, item in enumerate(items):
        try:
            yield index, item
        # It logs the failure: only Ctrl+C and sys.exit() are at stake, so low.
        # ruleid: python.reliability.bare-except@low
        except Exception:
            logging.warning("consumer stopped at %s", index)


async def fetch_quietly(client, url: str):
    try:
        return await client.get(url)
    # ruleid: python.reliability.bare-except
    except Exception:
        return None
