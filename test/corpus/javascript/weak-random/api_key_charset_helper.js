// corpus: CWE-330 vulnerable — a helper picks API key characters with Math.random.
const express = require("express");
const { storeApiKey } = require("./keys");

const CHARSET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const app = express();
app.use(express.json());

function randomKey(length) {
  let out = "";
  for (let i = 0; i < length; i++) {
    out += CHARSET[Math.floor(Math.random() * CHARSET.length)];
  }
  return out;
}

app.post("/projects/:projectId/api-keys", async (req, res) => {
  const key = "pk_" + randomKey(40);
  await storeApiKey(req.params.projectId, key, String(req.body.label || "default"));
  res.status(201).json({ key });
});

app.listen(3000);
