// corpus: CWE-95 safe — the helper converts the input to a number and back, so eval only sees a numeric literal.
const express = require("express");

const app = express();

function numericLiteral(value) {
  return String(Number(value));
}

app.get("/convert/celsius", (req, res) => {
  const fahrenheit = numericLiteral(req.query.f);
  // legacy formula kept as an expression string for the reporting module
  const celsius = eval("(" + fahrenheit + " - 32) * 5 / 9");
  res.json({ fahrenheit: Number(fahrenheit), celsius });
});

app.listen(3000);
