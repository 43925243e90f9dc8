// corpus: CWE-330 safe — Math.random only decides which requests are sampled for latency metrics.
const express = require("express");
const { recordLatency } = require("./metrics");

const SAMPLE_RATE = 0.1;
const app = express();

app.use((req, res, next) => {
  if (Math.random() >= SAMPLE_RATE) return next();
  const started = process.hrtime.bigint();
  res.on("finish", () => recordLatency(req.route ? req.route.path : "unmatched", Number(process.hrtime.bigint() - started) / 1e6));
  next();
});

app.get("/api/ping", (req, res) => res.json({ pong: true }));
app.listen(3000);
