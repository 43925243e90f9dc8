// corpus: CWE-22 safe — the tenant folder is only taken from the query when a constant false flag is set.
const express = require("express");
const fs = require("fs");
const path = require("path");

const MULTI_TENANT = false;
const DEFAULT_CONFIG = path.join(__dirname, "config", "default");
const app = express();

app.get("/settings", (req, res) => {
  let configDir = DEFAULT_CONFIG;
  if (MULTI_TENANT) {
    configDir = path.join(__dirname, "config", req.query.tenant);
  }
  fs.readFile(path.join(configDir, "settings.json"), "utf8", (err, text) => {
    if (err) return res.sendStatus(500);
    res.json(JSON.parse(text));
  });
});

app.listen(3000);
