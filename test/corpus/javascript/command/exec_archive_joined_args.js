// corpus: CWE-78 vulnerable — the route parameter is joined into an argument list and the string is run by exec.
const express = require("express");
const { exec } = require("child_process");

const app = express();
const EXPORT_DIR = "/var/app/exports";

app.post("/projects/:slug/archive", (req, res) => {
  const archiveName = req.params.slug + ".tar.gz";
  const command = ["tar", "-czf", `${EXPORT_DIR}/${archiveName}`, "-C", "/var/app/projects", req.params.slug].join(" ");
  exec(command, (err) => {
    if (err) return res.status(500).json({ error: "archive failed" });
    res.status(201).json({ archive: archiveName });
  });
});

app.listen(3000);
