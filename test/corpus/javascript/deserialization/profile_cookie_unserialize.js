// corpus: CWE-502 vulnerable — the profile cookie is decoded and passed to node-serialize unserialize, which can run functions.
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const app = express();
app.use(cookieParser());

app.get("/me/preferences", (req, res) => {
  if (!req.cookies.profile) return res.json({ theme: "light" });
  const raw = Buffer.from(req.cookies.profile, "base64").toString("utf8");
  const profile = serialize.unserialize(raw);
  res.json({ theme: profile.theme, language: profile.language });
});

app.listen(3000);
