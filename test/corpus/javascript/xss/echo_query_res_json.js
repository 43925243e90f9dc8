// corpus: CWE-79 safe — the query value is returned with res.json as application/json, not HTML.
const express = require("express");

const app = express();

app.get("/api/suggest", (req, res) => {
  const prefix = String(req.query.prefix || "");
  const suggestions = ["alpha", "alpine", "altitude"].filter((w) => w.startsWith(prefix));
  res.json({ prefix, suggestions });
});

app.listen(3000);
