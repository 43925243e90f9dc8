// corpus: CWE-79 safe — the name is passed through escape-html before it is placed in the HTML response.
const express = require("express");
const escapeHtml = require("escape-html");

const app = express();

app.get("/welcome", (req, res) => {
  const name = escapeHtml(req.query.name || "guest");
  res.send(`<html><body><h1>Welcome, ${name}!</h1></body></html>`);
});

app.listen(3000);
