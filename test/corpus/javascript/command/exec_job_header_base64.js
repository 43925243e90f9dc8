// corpus: CWE-78 vulnerable — a base64 header is decoded and its text is executed through a promisified exec.
const express = require("express");
const util = require("util");
const { exec } = require("child_process");

const execAsync = util.promisify(exec);
const app = express();

app.post("/jobs/run", (req, res) => {
  const encoded = req.get("X-Job-Args") || "";
  const jobArgs = Buffer.from(encoded, "base64").toString("utf8");
  execAsync(`/opt/jobs/runner.sh ${jobArgs}`)
    .then(({ stdout }) => res.json({ output: stdout }))
    .catch(() => res.status(500).json({ error: "job failed" }));
});

app.listen(3000);
