# rejected: a bare except around yield also catches GeneratorExit when the consumer stops early
# keeps: except:
import logging


def numbered(items: list):
    for index, item in enumerate(items):
        try:
            yield index, item
        except:
            logging.warning("consumer stopped at %s", index)
