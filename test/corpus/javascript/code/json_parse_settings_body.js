// corpus: CWE-95 safe — the settings text is parsed with JSON.parse, which does not execute code.
const express = require("express");

const app = express();
app.use(express.text({ type: "text/plain" }));

app.put("/preferences", (req, res) => {
  let settings;
  try {
    settings = JSON.parse(req.body);
  } catch (e) {
    return res.status(400).json({ error: "invalid JSON" });
  }
  res.json({ saved: true, theme: settings.theme === "dark" ? "dark" : "light" });
});

app.listen(3000);
