// corpus: CWE-601 safe — the redirect target always starts with the fixed local path "/account/".
const express = require("express");

const app = express();

app.get("/u/:id", (req, res) => {
  res.redirect("/account/" + encodeURIComponent(req.params.id));
});

app.listen(3000);
