# corpus: CWE-1333 vulnerable — the rule endpoint runs re.search with a pattern supplied as a query parameter.
import re

from fastapi import FastAPI

app = FastAPI()


@app.get("/rules/test")
def test_rule(rule: str, sample: str):
    matched = re.search(rule, sample) is not None
    return {"rule": rule, "matched": matched}
