// corpus: CWE-327 vulnerable — card numbers from the request are encrypted with single DES (des-cbc).
const express = require("express");
const crypto = require("crypto");

const KEY = Buffer.from(process.env.CARD_KEY_HEX, "hex"); // 8-byte key
const app = express();
app.use(express.json());

app.post("/wallet/cards", (req, res) => {
  const iv = crypto.randomBytes(8);
  const cipher = crypto.createCipheriv("des-cbc", KEY, iv);
  const encrypted = Buffer.concat([cipher.update(String(req.body.cardNumber), "utf8"), cipher.final()]);
  res.status(201).json({ token: iv.toString("hex") + ":" + encrypted.toString("hex") });
});

app.listen(3000);
