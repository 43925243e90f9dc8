// corpus: CWE-501 vulnerable — the role from the request body is stored in the session, which later code trusts.
const express = require("express");
const session = require("express-session");

const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.post("/onboarding/profile", (req, res) => {
  req.session.displayName = String(req.body.displayName || "");
  req.session.role = req.body.role;
  res.json({ ok: true });
});

app.get("/admin/overview", (req, res) => {
  if (req.session.role !== "admin") return res.sendStatus(403);
  res.json({ users: 42 });
});

app.listen(3000);
