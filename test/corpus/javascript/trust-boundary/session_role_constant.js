// corpus: CWE-501 safe — the session role is always the constant "viewer"; the requested role is only reported back as a flag.
const express = require("express");
const session = require("express-session");

const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post("/signup/complete", (req, res) => {
  const requestedRole = req.body.role;
  // self-service accounts start as viewers; elevated roles are granted by an administrator
  req.session.role = "viewer";
  res.json({ ok: true, role: req.session.role, elevationRequested: requestedRole !== undefined });
});

app.listen(3000);
