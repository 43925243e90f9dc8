// corpus: CWE-78 safe — ping is spawned without a shell, with the host checked by net.isIP and the count parsed to a bounded integer.
const express = require("express");
const { spawn } = require("node:child_process");
const net = require("node:net");

function parseCount(raw) {
  const n = Number.parseInt(String(raw ?? "4"), 10);
  if (!Number.isFinite(n)) return 4;
  return Math.min(Math.max(n, 1), 10);
}

function runPing(host, count) {
  return new Promise((resolve) => {
    const child = spawn("ping", ["-n", "-c", String(count), "-W", "2", host]);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

const diagnostics = {
  async ping(target, rawCount) {
    if (net.isIP(target) === 0) {
      return { status: 400, body: { error: "target must be an IP address" } };
    }
    const result = await runPing(target, parseCount(rawCount));
    return { status: 200, body: { reachable: result.code === 0, output: result.output } };
  },
};

const app = express();
app.use(express.json());

app.post("/admin/diagnostics/ping", async (req, res) => {
  const { target, count } = req.body || {};
  const { status, body } = await diagnostics.ping(String(target || ""), count);
  res.status(status).json(body);
});

app.listen(8080);
