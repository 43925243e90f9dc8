// corpus: CWE-117 safe — CR and LF characters are removed from the username before it is logged.
const express = require("express");

const app = express();
app.use(express.urlencoded({ extended: false }));

function oneLine(value) {
  return String(value).replace(/[\r\n]+/g, " ");
}

app.post("/login", (req, res) => {
  console.log("login attempt for " + oneLine(req.body.user));
  res.status(401).json({ error: "invalid credentials" });
});

app.listen(3000);
