def outer(prefix):
    count = 0

    def inner(value):
        nonlocal count
        count += 1
        return prefix + str(value)

    result = list(map(inner, range(3)))
    lam = lambda s: s.upper()
    while count < 10:
        count = count * 2
        if count > 5:
            break
    return lam(result[0]).format(x=1)
