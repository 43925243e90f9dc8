// corpus: CWE-330 safe — the reset token comes from crypto.randomBytes.
const express = require("express");
const crypto = require("crypto");
const { saveResetToken, sendResetEmail } = require("./reset-service");

const app = express();
app.use(express.json());

app.post("/password/forgot", async (req, res) => {
  const email = String(req.body.email);
  const token = crypto.randomBytes(32).toString("base64url");
  await saveResetToken(email, token, Date.now() + 15 * 60 * 1000);
  await sendResetEmail(email, token);
  res.status(202).json({ sent: true });
});

app.listen(3000);
