// corpus: CWE-89 vulnerable — the search term from req.query is concatenated into a LIKE clause passed to connection.query.
const express = require("express");
const mysql = require("mysql");

const app = express();
const connection = mysql.createConnection({
  host: process.env.DB_HOST,
  user: process.env.DB_USER,
  password: process.env.DB_PASSWORD,
  database: "shop",
});

app.get("/products/search", (req, res) => {
  const term = req.query.q;
  const sql = "SELECT id, name, price FROM products WHERE name LIKE '%" + term + "%' LIMIT 50";
  connection.query(sql, (err, rows) => {
    if (err) return res.status(500).json({ error: "search failed" });
    res.json(rows);
  });
});

app.listen(3000);
