# rejected: == True on a value that may be 2 or "yes" is not the value's truthiness
# keeps: if retries == True:
def should_retry(retries) -> bool:
    if retries == True:
        return True
    return False
