// corpus: CWE-78 safe — a same-file helper turns the job name into one of two constant script paths.
const express = require("express");
const { exec } = require("child_process");

const app = express();

function scriptFor(job) {
  return job === "nightly" ? "/opt/jobs/nightly.sh" : "/opt/jobs/hourly.sh";
}

app.post("/jobs/trigger", (req, res) => {
  const script = scriptFor(req.query.job);
  exec(script, (err) => {
    if (err) return res.status(500).json({ started: false });
    res.status(202).json({ started: true, script });
  });
});

app.listen(3000);
