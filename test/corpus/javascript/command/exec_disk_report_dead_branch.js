// corpus: CWE-78 safe — the only assignment from the query sits behind a constant false flag, so exec gets "df -h".
const express = require("express");
const { exec } = require("child_process");

const ALLOW_CUSTOM_COMMANDS = false;
const app = express();

app.get("/ops/disk", (req, res) => {
  let cmd = "df -h";
  if (ALLOW_CUSTOM_COMMANDS) {
    cmd = req.query.cmd;
  }
  exec(cmd, (err, stdout) => {
    if (err) return res.status(500).end();
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
