// corpus: CWE-117 vulnerable — the username from the body is written to the log unchanged, so newlines can forge entries.
const express = require("express");

const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/login", (req, res) => {
  const user = req.body.user;
  console.log("login attempt for " + user + " from " + req.ip);
  res.status(401).json({ error: "invalid credentials" });
});

app.listen(3000);
