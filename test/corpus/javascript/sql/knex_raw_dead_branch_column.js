// corpus: CWE-89 safe — the branch that would copy the query parameter is behind a constant false flag.
const express = require("express");
const knex = require("knex")({ client: "mysql2", connection: process.env.MYSQL_URL });

const CUSTOM_SORT_ENABLED = false;
const app = express();

app.get("/tickets", async (req, res) => {
  let column = "opened_at";
  if (CUSTOM_SORT_ENABLED) {
    column = req.query.sortBy;
  }
  const rows = await knex.raw(`SELECT id, subject, priority FROM tickets ORDER BY ${column} DESC`);
  res.json(rows[0]);
});

app.listen(3000);
