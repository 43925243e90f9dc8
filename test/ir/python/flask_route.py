import os
from flask import Flask, request

app = Flask(__name__)
LIMIT = 10


class Store(Base):
    table = "orders"

    def find(self, order_id: int, *rest):
        return self.db.execute(f"SELECT * FROM {self.table} WHERE id = {order_id}")


@app.route("/orders/<int:order_id>")
def show(order_id):
    name = request.args.get("name", "")
    if not name:
        name = "guest"
    for item, qty in load(name):
        os.system("echo " + item)
    return {"name": name, "total": order_id * LIMIT}
