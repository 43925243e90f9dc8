// corpus: CWE-327 safe — card numbers are encrypted with AES-256-GCM and a random 12-byte IV.
const express = require("express");
const crypto = require("crypto");

const KEY = Buffer.from(process.env.CARD_KEY_HEX, "hex"); // 32-byte key
const app = express();
app.use(express.json());

app.post("/wallet/cards", (req, res) => {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", KEY, iv);
  const encrypted = Buffer.concat([cipher.update(String(req.body.cardNumber), "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  res.status(201).json({ token: [iv, tag, encrypted].map((b) => b.toString("base64")).join(".") });
});

app.listen(3000);
