// corpus: CWE-330 vulnerable — the six-digit password reset code is generated with Math.random.
const express = require("express");
const { saveResetCode, sendResetEmail } = require("./reset-service");

const app = express();
app.use(express.json());

app.post("/password/forgot", async (req, res) => {
  const email = String(req.body.email);
  const code = Math.floor(100000 + Math.random() * 900000).toString();
  await saveResetCode(email, code, Date.now() + 15 * 60 * 1000);
  await sendResetEmail(email, code);
  res.status(202).json({ sent: true });
});

app.listen(3000);
