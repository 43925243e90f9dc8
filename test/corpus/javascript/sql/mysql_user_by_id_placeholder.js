// corpus: CWE-89 safe — the id is bound through a ? placeholder with a values array.
const express = require("express");
const mysql = require("mysql");

const app = express();
const connection = mysql.createConnection({ host: process.env.DB_HOST, user: process.env.DB_USER, database: "crm" });

app.get("/users/:id", (req, res) => {
  const id = req.params.id;
  connection.query("SELECT id, name, email FROM users WHERE id = ?", [id], (err, rows) => {
    if (err) return res.status(500).json({ error: "lookup failed" });
    if (rows.length === 0) return res.sendStatus(404);
    res.json(rows[0]);
  });
});

app.listen(3000);
