// corpus: CWE-502 vulnerable — a base64 request header is decoded and a helper hands it to node-serialize unserialize.
const express = require("express");
const serialize = require("node-serialize");

const app = express();

function restoreCart(serialized) {
  return serialize.unserialize(serialized);
}

app.get("/cart/summary", (req, res) => {
  const header = req.get("X-Cart-State");
  if (!header) return res.json({ items: 0 });
  const cart = restoreCart(Buffer.from(header, "base64").toString());
  res.json({ items: Array.isArray(cart.items) ? cart.items.length : 0 });
});

app.listen(3000);
