// corpus: CWE-1333 safe — the regular expression is a constant; the query value is only the string being tested.
const express = require("express");

const SKU_FORMAT = /^[A-Z]{3}-\d{4}$/;
const app = express();

app.get("/catalog/validate-sku", (req, res) => {
  const sku = String(req.query.sku || "");
  res.json({ sku, valid: SKU_FORMAT.test(sku) });
});

app.listen(3000);
