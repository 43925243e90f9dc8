// corpus: CWE-117 safe — the username is a field of a JSON-formatted winston entry, and JSON encoding escapes line breaks.
const express = require("express");
const winston = require("winston");

const logger = winston.createLogger({
  format: winston.format.json(),
  transports: [new winston.transports.File({ filename: "logs/audit.jsonl" })],
});
const app = express();
app.use(express.json());

app.post("/sessions", (req, res) => {
  logger.info("login attempt", { username: req.body.username, ip: req.ip });
  res.status(401).json({ error: "invalid credentials" });
});

app.listen(3000);
