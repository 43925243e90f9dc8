// corpus: CWE-918 vulnerable — the server fetches whatever URL the url query parameter names.
const express = require("express");

const app = express();

app.get("/link-preview", async (req, res) => {
  const target = req.query.url;
  try {
    const response = await fetch(target, { redirect: "follow" });
    const html = await response.text();
    const title = (html.match(/<title>([^<]*)<\/title>/i) || [])[1] || "";
    res.json({ url: target, title: title.trim() });
  } catch (e) {
    res.status(502).json({ error: "could not fetch preview" });
  }
});

app.listen(3000);
