// corpus: CWE-78 vulnerable — the host query parameter is concatenated into a shell command run by exec.
const express = require("express");
const { exec } = require("child_process");

const app = express();

app.get("/diagnostics/ping", (req, res) => {
  const host = req.query.host;
  exec("ping -c 3 " + host, { timeout: 10000 }, (err, stdout) => {
    if (err) return res.status(502).json({ reachable: false });
    res.json({ reachable: true, output: stdout });
  });
});

app.listen(3000);
