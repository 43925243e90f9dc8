// corpus: CWE-78 vulnerable — the program name to spawn comes from the request body.
const express = require("express");
const { spawn } = require("child_process");

const app = express();
app.use(express.json());

app.post("/admin/tool-version", (req, res) => {
  const { tool } = req.body;
  const child = spawn(tool, ["--version"]);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.on("close", () => res.json({ tool, version: output.trim() }));
  child.on("error", () => res.status(400).json({ error: "cannot run tool" }));
});

app.listen(3000);
