// corpus: CWE-78 safe — execFile runs a fixed git binary with the branch as one argument and no shell.
const express = require("express");
const { execFile } = require("child_process");

const app = express();
const REPO = "/srv/git/website.git";

app.get("/history", (req, res) => {
  const branch = String(req.query.branch || "main");
  if (branch.startsWith("-")) return res.sendStatus(400);
  execFile("git", ["--git-dir", REPO, "log", "--oneline", "-n", "20", branch], (err, stdout) => {
    if (err) return res.status(404).json({ error: "unknown branch" });
    res.json({ commits: stdout.split("\n").filter(Boolean) });
  });
});

app.listen(3000);
