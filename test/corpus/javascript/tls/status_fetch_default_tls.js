// corpus: CWE-295 safe — https.get is used with default options, so certificates are verified.
const express = require("express");
const https = require("https");

const app = express();

app.get("/status/upstream", (req, res) => {
  https
    .get("https://status.example.com/api/v2/summary.json", (upstream) => {
      let body = "";
      upstream.on("data", (c) => (body += c));
      upstream.on("end", () => res.json({ ok: upstream.statusCode === 200, size: body.length }));
    })
    .on("error", () => res.json({ ok: false }));
});

app.listen(3000);
