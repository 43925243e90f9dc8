// corpus: CWE-89 safe — limit and offset are converted with parseInt before they are placed in the SQL text.
const express = require("express");
const mysql = require("mysql2");

const pool = mysql.createPool({ uri: process.env.MYSQL_URL });
const app = express();

app.get("/articles", (req, res) => {
  const limit = Math.min(parseInt(req.query.limit, 10) || 20, 100);
  const offset = parseInt(req.query.offset, 10) || 0;
  pool.query(
    "SELECT id, title, published_at FROM articles ORDER BY published_at DESC LIMIT " + limit + " OFFSET " + offset,
    (err, rows) => {
      if (err) return res.status(500).end();
      res.json(rows);
    }
  );
});

app.listen(3000);
