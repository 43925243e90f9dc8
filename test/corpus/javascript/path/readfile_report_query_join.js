// corpus: CWE-22 vulnerable — path.join does not stop "../" in the name query parameter from leaving the reports folder.
const express = require("express");
const fs = require("fs");
const path = require("path");

const app = express();
const REPORTS_DIR = path.join(__dirname, "reports");

app.get("/reports", (req, res) => {
  const file = path.join(REPORTS_DIR, req.query.name);
  fs.readFile(file, "utf8", (err, data) => {
    if (err) return res.sendStatus(404);
    res.type("text/csv").send(data);
  });
});

app.listen(3000);
