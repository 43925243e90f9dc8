// corpus: CWE-22 safe — path.basename strips directory parts from the query value before it is joined to the folder.
const express = require("express");
const fs = require("fs");
const path = require("path");

const TEMPLATE_DIR = path.join(__dirname, "email-templates");
const app = express();

app.get("/admin/email-templates", (req, res) => {
  const name = path.basename(String(req.query.file || "welcome.html"));
  fs.readFile(path.join(TEMPLATE_DIR, name), "utf8", (err, text) => {
    if (err) return res.sendStatus(404);
    res.json({ name, text });
  });
});

app.listen(3000);
