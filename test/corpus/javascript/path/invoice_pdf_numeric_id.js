// corpus: CWE-22 safe — the invoice id is parsed as an integer and rejected if it is not one before building the path.
const express = require("express");
const fs = require("fs");
const path = require("path");

const INVOICE_DIR = "/var/app/invoices";
const app = express();

app.get("/invoices/:id/pdf", (req, res) => {
  const id = parseInt(req.params.id, 10);
  if (!Number.isInteger(id) || id <= 0) return res.sendStatus(400);
  const stream = fs.createReadStream(path.join(INVOICE_DIR, `${id}.pdf`));
  stream.on("error", () => res.sendStatus(404));
  res.type("application/pdf");
  stream.pipe(res);
});

app.listen(3000);
