// corpus: CWE-328 vulnerable — the digest helper's options default to MD5 and the caller hashes the reset token with it.
const express = require("express");
const crypto = require("crypto");
const { findResetByDigest } = require("./reset-store");

function digest(data, { algorithm = "md5", encoding = "hex" } = {}) {
  return crypto.createHash(algorithm).update(data).digest(encoding);
}

const app = express();
app.use(express.json());

app.post("/password/reset/confirm", async (req, res) => {
  const tokenDigest = digest(String(req.body.token));
  const reset = await findResetByDigest(tokenDigest);
  if (!reset) return res.status(400).json({ error: "invalid or expired token" });
  res.json({ userId: reset.userId });
});

app.listen(3000);
