// corpus: CWE-1333 vulnerable — the pattern query parameter is compiled with new RegExp, allowing catastrophic backtracking.
const express = require("express");
const fs = require("fs");

const app = express();

app.get("/logs/grep", (req, res) => {
  const matcher = new RegExp(req.query.pattern, "i");
  const lines = fs.readFileSync("/var/log/app/current.log", "utf8").split("\n");
  res.json({ matches: lines.filter((line) => matcher.test(line)).slice(0, 200) });
});

app.listen(3000);
