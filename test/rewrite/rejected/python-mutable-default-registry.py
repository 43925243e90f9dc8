# rejected: a default handed out unfilled is a registry every caller shares: None per call would give each its own
# keeps: registry: dict = {}
def handlers(registry: dict = {}) -> dict:
    return registry


handlers()["on_save"] = print
print(sorted(handlers()))
