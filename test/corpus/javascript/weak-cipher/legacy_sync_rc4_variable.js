// corpus: CWE-327 vulnerable — the sync payload is encrypted with RC4, selected through a configuration constant.
const express = require("express");
const crypto = require("crypto");

const SYNC_CIPHER = "rc4";
const SYNC_KEY = Buffer.from(process.env.SYNC_KEY_HEX, "hex");
const app = express();
app.use(express.json());

app.post("/sync/export", (req, res) => {
  const cipher = crypto.createCipheriv(SYNC_CIPHER, SYNC_KEY, null);
  const body = cipher.update(JSON.stringify(req.body.records || []), "utf8", "base64") + cipher.final("base64");
  res.json({ payload: body });
});

app.listen(3000);
