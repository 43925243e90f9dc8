// corpus: CWE-601 vulnerable — after login the user is sent to the unchecked next query parameter.
const express = require("express");
const session = require("express-session");

const app = express();
app.use(express.urlencoded({ extended: false }));
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/login/complete", (req, res) => {
  if (!req.session.userId) return res.redirect("/login");
  const next = req.query.next || "/dashboard";
  res.redirect(next);
});

app.listen(3000);
