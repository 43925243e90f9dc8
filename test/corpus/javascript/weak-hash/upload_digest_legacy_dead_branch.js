// corpus: CWE-328 safe — the legacy flag is a constant false, so the digest algorithm always folds to SHA-256.
const express = require("express");
const crypto = require("crypto");

const LEGACY_CLIENTS = false;
const ALGORITHM = LEGACY_CLIENTS ? "md5" : "sha256";
const app = express();
app.use(express.raw({ type: "application/json" }));

app.post("/uploads/verify", (req, res) => {
  const expected = String(req.get("X-Content-Digest") || "");
  const actual = crypto.createHash(ALGORITHM).update(req.body).digest("hex");
  res.json({ match: actual === expected, digest: actual });
});

app.listen(3000);
