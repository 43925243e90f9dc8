// corpus: CWE-79 vulnerable — the name query parameter is concatenated into HTML sent with res.send.
const express = require("express");

const app = express();

app.get("/welcome", (req, res) => {
  const name = req.query.name || "guest";
  res.send("<html><body><h1>Welcome, " + name + "!</h1><p>Your dashboard is loading.</p></body></html>");
});

app.listen(3000);
