// corpus: CWE-501 safe — the session write from the query only runs under a constant false flag.
const express = require("express");
const session = require("express-session");

const IMPERSONATION_ENABLED = false;
const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/support/view-as", (req, res) => {
  if (IMPERSONATION_ENABLED) {
    req.session.userId = req.query.as;
  }
  res.json({ viewingAs: req.session.userId || null });
});

app.listen(3000);
