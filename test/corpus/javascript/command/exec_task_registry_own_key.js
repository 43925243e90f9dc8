// corpus: CWE-78 safe — the task name selects a command from a fixed registry and unknown names are rejected.
const express = require("express");
const { exec } = require("child_process");

const TASKS = {
  uptime: "uptime",
  disk: "df -h /",
  memory: "free -m",
};
const app = express();

app.post("/ops/tasks/:name", (req, res) => {
  const name = req.params.name;
  if (!Object.hasOwn(TASKS, name)) return res.sendStatus(404);
  exec(TASKS[name], (err, stdout) => {
    if (err) return res.status(500).end();
    res.type("text/plain").send(stdout);
  });
});

app.listen(3000);
