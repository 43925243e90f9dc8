// corpus: CWE-1336 safe — the template name picks one of a fixed set of sources and unknown names are rejected.
const express = require("express");
const ejs = require("ejs");

const TEMPLATES = {
  welcome: "<h1>Welcome, <%= name %>!</h1>",
  reset: "<p>Hi <%= name %>, use the link we emailed you to reset your password.</p>",
};
const app = express();
app.use(express.json());

app.post("/emails/:kind/preview", (req, res) => {
  const kind = req.params.kind;
  if (!Object.hasOwn(TEMPLATES, kind)) return res.sendStatus(404);
  res.json({ html: ejs.render(TEMPLATES[kind], { name: String(req.body.name || "") }) });
});

app.listen(3000);
