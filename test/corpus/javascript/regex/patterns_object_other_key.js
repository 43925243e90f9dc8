// corpus: CWE-1333 safe — RegExp is built from the object key holding a constant pattern, not the key holding the query value.
const express = require("express");

const app = express();

app.get("/phone/check", (req, res) => {
  const patterns = {
    custom: req.query.pattern,
    digits: "^\\+?[0-9]{7,15}$",
  };
  const re = new RegExp(patterns.digits);
  res.json({ valid: re.test(String(req.query.phone || "")) });
});

app.listen(3000);
