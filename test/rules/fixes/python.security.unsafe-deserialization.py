import json
import pickle

import yaml


def restore(blob: bytes, text: str):
    # ruleid: python.security.unsafe-deserialization@low
    session = pickle.loads(blob)
    # ruleid: python.security.unsafe-deserialization@low
    config = yaml.safe_load(text)
    # ok: python.security.unsafe-deserialization
    safe = yaml.safe_load(text)
    # ok: python.security.unsafe-deserialization
    loaded = yaml.load(text, Loader=yaml.SafeLoader)
    return session, config, safe, loaded


def load_settings(path: str) -> dict:
    with open(path) as handle:
        # ruleid: python.security.unsafe-deserialization@low
        settings = yaml.safe_load(handle)
    with open(path + ".json") as handle:
        # ok: python.security.unsafe-deserialization
        overrides = json.load(handle)
    settings.update(overrides)
    return settings


def load_with(text: str, loader):
    # ruleid: python.security.unsafe-deserialization@low
    return yaml.safe_load(text)
