// corpus: CWE-78 safe — the host must match a strict hostname pattern with no shell metacharacters before exec.
const express = require("express");
const { exec } = require("child_process");

const app = express();
const HOSTNAME = /^[a-z0-9][a-z0-9.-]{0,252}$/i;

app.get("/tools/nslookup", (req, res) => {
  const host = String(req.query.host || "");
  if (!HOSTNAME.test(host)) return res.status(400).json({ error: "invalid host" });
  exec(`nslookup ${host}`, { timeout: 5000 }, (err, stdout) => {
    if (err) return res.status(502).json({ error: "lookup failed" });
    res.json({ result: stdout });
  });
});

app.listen(3000);
