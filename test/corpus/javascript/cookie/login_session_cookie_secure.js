// corpus: CWE-614 safe — the session cookie is set with secure: true and httpOnly: true.
const express = require("express");
const crypto = require("crypto");
const { verifyCredentials, storeSession } = require("./auth");

const app = express();
app.use(express.json());

app.post("/login", async (req, res) => {
  const user = await verifyCredentials(req.body.email, req.body.password);
  if (!user) return res.status(401).json({ error: "invalid credentials" });
  const token = crypto.randomBytes(32).toString("hex");
  await storeSession(token, user.id);
  res.cookie("session", token, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(3000);
