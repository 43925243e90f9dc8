// corpus: CWE-79 safe — buildReceiptModel passes the note query parameter through escapeHtml before renderReceipt interpolates it into the HTML body.
const Koa = require("koa");
const Router = require("@koa/router");

const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const formatMoney = (cents, currency) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

function buildReceiptModel(order, note) {
  return {
    orderNumber: order.number,
    total: formatMoney(order.totalCents, order.currency),
    note: escapeHtml(note || "Thank you for your order!"),
  };
}

function renderReceipt(model) {
  return `<!doctype html>
<html>
  <head><title>Receipt ${model.orderNumber}</title></head>
  <body>
    <h1>Order ${model.orderNumber}</h1>
    <p class="total">Total paid: ${model.total}</p>
    <blockquote class="gift-note">${model.note}</blockquote>
  </body>
</html>`;
}

const orders = new Map([
  ["A1001", { number: 1001, totalCents: 4599, currency: "USD" }],
  ["A1002", { number: 1002, totalCents: 12900, currency: "EUR" }],
]);

const router = new Router();

router.get("/orders/:ref/receipt", (ctx) => {
  const order = orders.get(ctx.params.ref);
  if (!order) {
    ctx.status = 404;
    return;
  }
  const model = buildReceiptModel(order, ctx.query.note);
  ctx.type = "text/html";
  ctx.body = renderReceipt(model);
});

const app = new Koa();
app.use(router.routes()).use(router.allowedMethods());
app.listen(3000);
