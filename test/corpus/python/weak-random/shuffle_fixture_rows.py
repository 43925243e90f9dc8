# corpus: CWE-330 safe — random only shuffles generated test fixtures; nothing secret is produced.
import csv
import random
import sys

PRODUCTS = ["lamp", "desk", "chair", "shelf", "rug", "mirror"]


def build_fixture(rows, seed):
    rng = random.Random(seed)
    data = [(i, rng.choice(PRODUCTS), rng.randint(1, 9)) for i in range(rows)]
    rng.shuffle(data)
    return data


if __name__ == "__main__":
    writer = csv.writer(sys.stdout)
    writer.writerow(["order_id", "product", "quantity"])
    writer.writerows(build_fixture(int(sys.argv[1]), seed=42))
