// corpus: CWE-22 safe — sendFile is given a root option, which rejects paths that climb out of the public folder.
const express = require("express");
const path = require("path");

const PUBLIC_DIR = path.join(__dirname, "public", "downloads");
const app = express();

app.get("/downloads/:name", (req, res) => {
  res.sendFile(req.params.name, { root: PUBLIC_DIR, dotfiles: "deny" }, (err) => {
    if (err) res.status(err.status || 404).end();
  });
});

app.listen(3000);
