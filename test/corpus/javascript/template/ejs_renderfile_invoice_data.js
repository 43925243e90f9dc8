// corpus: CWE-1336 safe — the template is a file on disk; request values are only passed as data.
const express = require("express");
const ejs = require("ejs");
const path = require("path");

const app = express();
const INVOICE_VIEW = path.join(__dirname, "views", "invoice.ejs");

app.get("/invoices/preview", (req, res) => {
  ejs.renderFile(INVOICE_VIEW, { customer: String(req.query.customer || ""), items: [] }, (err, html) => {
    if (err) return res.status(500).end();
    res.send(html);
  });
});

app.listen(3000);
