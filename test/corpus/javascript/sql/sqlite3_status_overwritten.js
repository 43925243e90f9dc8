// corpus: CWE-89 safe — the request value is replaced with a constant before it reaches the SQL string.
const express = require("express");
const sqlite3 = require("sqlite3");

const db = new sqlite3.Database("./tasks.db");
const app = express();

app.get("/tasks/active", (req, res) => {
  let status = req.query.status;
  // this endpoint only ever lists active tasks
  status = "active";
  db.all(`SELECT id, title, due_date FROM tasks WHERE status = '${status}'`, (err, rows) => {
    if (err) return res.status(500).json({ error: "query failed" });
    res.json(rows);
  });
});

app.listen(3000);
