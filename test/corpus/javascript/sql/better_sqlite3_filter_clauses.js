// corpus: CWE-89 vulnerable — body fields are pushed into a clause array, joined, and compiled with db.prepare.
const express = require("express");
const Database = require("better-sqlite3");

const db = new Database("inventory.db");
const app = express();
app.use(express.json());

app.post("/inventory/filter", (req, res) => {
  const clauses = [];
  if (req.body.category) clauses.push(`category = '${req.body.category}'`);
  if (req.body.warehouse) clauses.push(`warehouse = '${req.body.warehouse}'`);
  const where = clauses.length ? "WHERE " + clauses.join(" AND ") : "";
  const items = db.prepare(`SELECT sku, name, qty FROM items ${where}`).all();
  res.json(items);
});

app.listen(8080);
