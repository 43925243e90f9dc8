// corpus: CWE-327 safe — the sync payload uses chacha20-poly1305 with a random nonce and auth tag.
const express = require("express");
const crypto = require("crypto");

const SYNC_KEY = Buffer.from(process.env.SYNC_KEY_HEX, "hex");
const app = express();
app.use(express.json());

app.post("/sync/export", (req, res) => {
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("chacha20-poly1305", SYNC_KEY, nonce, { authTagLength: 16 });
  const body = Buffer.concat([cipher.update(JSON.stringify(req.body.records || []), "utf8"), cipher.final()]);
  res.json({ nonce: nonce.toString("hex"), tag: cipher.getAuthTag().toString("hex"), payload: body.toString("base64") });
});

app.listen(3000);
