// corpus: CWE-601 safe — logout always redirects to the constant "/home" regardless of the query string.
const express = require("express");
const session = require("express-session");

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get("/logout", (req, res) => {
  const reason = req.query.reason === "timeout" ? "timeout" : "manual";
  req.session.destroy(() => {
    res.clearCookie("connect.sid");
    res.redirect("/home?logout=" + reason);
  });
});

app.listen(3000);
