// corpus: CWE-502 safe — the profile cookie is decoded with JSON.parse, which only produces plain data.
const express = require("express");
const cookieParser = require("cookie-parser");

const app = express();
app.use(cookieParser());

app.get("/me/preferences", (req, res) => {
  if (!req.cookies.profile) return res.json({ theme: "light" });
  let profile;
  try {
    profile = JSON.parse(Buffer.from(req.cookies.profile, "base64").toString("utf8"));
  } catch {
    return res.status(400).json({ error: "bad profile cookie" });
  }
  res.json({ theme: profile.theme === "dark" ? "dark" : "light" });
});

app.listen(3000);
