// corpus: CWE-328 safe — API tokens are hashed with SHA-256 before lookup.
const express = require("express");
const crypto = require("crypto");
const { lookupTokenDigest } = require("./token-store");

const app = express();

async function requireToken(req, res, next) {
  const token = (req.headers.authorization || "").replace(/^Bearer /, "");
  const digest = crypto.createHash("sha256").update(token).digest("hex");
  if (!(await lookupTokenDigest(digest))) return res.sendStatus(401);
  next();
}

app.get("/api/reports", requireToken, (req, res) => res.json([]));
app.listen(3000);
