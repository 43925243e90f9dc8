// corpus: CWE-79 safe — ReceiptView builds its HTML only through the html tagged template, which HTML-escapes every interpolated value, so the gift note and name from the form are inert text.
const express = require("express");

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

function html(strings, ...values) {
  return strings.reduce((out, chunk, i) => out + chunk + (i < values.length ? escapeHtml(values[i]) : ""), "");
}

class ReceiptView {
  render(receipt) {
    const lines = receipt.items.map((item) => html`<li>${item.name} × ${item.quantity}</li>`).join("");
    return (
      html`<!doctype html><html><body><h1>Thanks, ${receipt.customerName}!</h1>` +
      `<ul>${lines}</ul>` +
      html`<p class="gift-note">${receipt.giftNote}</p></body></html>`
    );
  }
}

const view = new ReceiptView();
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/checkout/confirm", (req, res) => {
  const items = [].concat(req.body.item || []).map((name) => ({ name, quantity: 1 }));
  const receipt = {
    customerName: req.body.name || "customer",
    giftNote: req.body.giftNote || "",
    items,
  };
  res.type("html").send(view.render(receipt));
});

app.listen(3000);
