// corpus: CWE-89 safe — a same-file helper maps the sort key to one of several constant column names.
const express = require("express");
const Database = require("better-sqlite3");

const db = new Database("library.db");
const app = express();

function sortColumn(key) {
  switch (key) {
    case "title":
      return "title";
    case "author":
      return "author_name";
    default:
      return "added_at";
  }
}

app.get("/books", (req, res) => {
  const column = sortColumn(req.query.sort);
  const books = db.prepare(`SELECT id, title, author_name FROM books ORDER BY ${column}`).all();
  res.json(books);
});

app.listen(3000);
