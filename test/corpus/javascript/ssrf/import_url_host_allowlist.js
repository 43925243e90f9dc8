// corpus: CWE-918 safe — the URL must use https and a host from a fixed allow-list before it is fetched.
const express = require("express");

const ALLOWED_HOSTS = ["raw.githubusercontent.com", "gist.githubusercontent.com"];
const app = express();

app.get("/import", async (req, res) => {
  let url;
  try {
    url = new URL(String(req.query.url));
  } catch {
    return res.sendStatus(400);
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.includes(url.hostname)) return res.sendStatus(400);
  const response = await fetch(url, { redirect: "error" });
  res.json({ size: (await response.text()).length });
});

app.listen(3000);
