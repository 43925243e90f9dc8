// corpus: CWE-1336 safe — ejs.render only ever compiles the module's own INVOICE_TEMPLATE; the customer name and note from the request are passed as data and escaped by <%= %>.
const express = require("express");
const ejs = require("ejs");

const INVOICE_TEMPLATE = `<!doctype html>
<html><body>
  <h1>Invoice <%= invoice.number %></h1>
  <p>Billed to <%= invoice.customer %></p>
  <table>
    <% invoice.lines.forEach(function (line) { %>
      <tr><td><%= line.label %></td><td><%= line.amount.toFixed(2) %></td></tr>
    <% }) %>
  </table>
  <p class="note"><%= invoice.note %></p>
</body></html>`;

class InvoiceRenderer {
  constructor(source) {
    this.source = source;
  }

  render(invoice) {
    return ejs.render(this.source, { invoice });
  }
}

const renderer = new InvoiceRenderer(INVOICE_TEMPLATE);
const app = express();
app.use(express.json());

app.post("/invoices/preview", (req, res) => {
  const lines = Array.isArray(req.body.lines) ? req.body.lines : [];
  const invoice = {
    number: `INV-${Date.now()}`,
    customer: String(req.body.customer || ""),
    note: String(req.body.note || ""),
    lines: lines.map((l) => ({ label: String(l.label || ""), amount: Number(l.amount) || 0 })),
  };
  res.type("html").send(renderer.render(invoice));
});

app.listen(3000);
