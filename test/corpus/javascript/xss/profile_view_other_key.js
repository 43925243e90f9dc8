// corpus: CWE-79 safe — the HTML uses the view object's constant heading, not the key holding the query value.
const express = require("express");

const app = express();

app.get("/account", (req, res) => {
  const view = {
    heading: "Account settings",
    raw: req.query.raw,
  };
  res.send("<html><body><h1>" + view.heading + "</h1><div id='settings'></div></body></html>");
});

app.listen(3000);
