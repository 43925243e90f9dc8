// corpus: CWE-95 vulnerable — the expr query parameter is evaluated as JavaScript with eval.
const express = require("express");

const app = express();

app.get("/calc", (req, res) => {
  const expression = req.query.expr;
  try {
    const result = eval(expression);
    res.json({ expression, result });
  } catch (e) {
    res.status(400).json({ error: "bad expression" });
  }
});

app.listen(3000);
