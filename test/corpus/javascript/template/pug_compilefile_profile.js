// corpus: CWE-1336 safe — pug.compileFile loads a fixed template file; body fields are only locals.
const express = require("express");
const pug = require("pug");
const path = require("path");

const renderProfile = pug.compileFile(path.join(__dirname, "views", "profile-card.pug"));
const app = express();
app.use(express.json());

app.post("/profile-card", (req, res) => {
  const html = renderProfile({ displayName: req.body.displayName, headline: req.body.headline });
  res.json({ html });
});

app.listen(3000);
