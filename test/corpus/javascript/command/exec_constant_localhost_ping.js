// corpus: CWE-78 safe — the interpolated value in the exec command is a string literal, not request data.
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.get("/healthz/loopback", (req, res) => {
  const verbose = req.query.verbose === "1";
  exec(`ping -c 1 ${"localhost"}`, (err, stdout) => {
    if (err) return res.status(503).json({ ok: false });
    res.json(verbose ? { ok: true, output: stdout } : { ok: true });
  });
});

app.listen(3000);
