// corpus: CWE-1333 safe — the query text is escaped with lodash escapeRegExp, so it is matched literally.
const express = require("express");
const fs = require("fs");
const escapeRegExp = require("lodash/escapeRegExp");

const app = express();

app.get("/logs/grep", (req, res) => {
  const matcher = new RegExp(escapeRegExp(String(req.query.text || "")), "i");
  const lines = fs.readFileSync("/var/log/app/current.log", "utf8").split("\n");
  res.json({ matches: lines.filter((line) => matcher.test(line)).slice(0, 200) });
});

app.listen(3000);
