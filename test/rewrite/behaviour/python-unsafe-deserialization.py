# behaviour: yaml.load with a full loader → yaml.safe_load: the same data for plain documents
# safe-fixes: python.security.unsafe-deserialization
import importlib.util
import json
import sys
import types

if importlib.util.find_spec("yaml") is None:
    # A stand-in for PyYAML when it is not installed: flow-style documents are JSON, which both loaders read alike.
    _yaml = types.ModuleType("yaml")
    _yaml.FullLoader = object
    _yaml.load = lambda stream, Loader=None: json.loads(stream if isinstance(stream, str) else stream.read())
    _yaml.safe_load = lambda stream: json.loads(stream if isinstance(stream, str) else stream.read())
    sys.modules["yaml"] = _yaml

import yaml  # noqa: E402


def parse_settings(text: str) -> dict:
    settings = yaml.load(text, Loader=yaml.FullLoader)
    return settings


def main() -> None:
    documents = sys.argv[1:] or ['{"name": "shop", "port": 8080, "tags": ["a", "b"], "debug": false}', '{"nested": {"x": 1.5, "y": null}}']
    for text in documents:
        print(parse_settings(text))


main()
