// corpus: CWE-89 vulnerable — the route parameter reaches a repository method that appends it to SQL run with execute.
const express = require("express");
const mysql = require("mysql2/promise");

class OrderRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async findByCustomer(customerId) {
    let sql = "SELECT id, total, placed_at FROM orders WHERE customer_id = ";
    sql += customerId;
    const [rows] = await this.pool.execute(sql);
    return rows;
  }
}

const pool = mysql.createPool({ uri: process.env.MYSQL_URL });
const orders = new OrderRepository(pool);
const app = express();

app.get("/customers/:customerId/orders", async (req, res) => {
  const rows = await orders.findByCustomer(req.params.customerId);
  res.json(rows);
});

app.listen(3000);
