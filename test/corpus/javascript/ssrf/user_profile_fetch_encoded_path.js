// corpus: CWE-918 safe — the request only supplies an encoded path segment under a fixed https host.
const express = require("express");

const app = express();

app.get("/profiles/:id", async (req, res) => {
  const id = req.params.id;
  const response = await fetch("https://api.example.com/users/" + encodeURIComponent(id));
  if (!response.ok) return res.sendStatus(response.status);
  const user = await response.json();
  res.json({ id: user.id, displayName: user.displayName });
});

app.listen(3000);
