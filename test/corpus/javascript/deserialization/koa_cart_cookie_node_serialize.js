// corpus: CWE-502 vulnerable — the cart cookie is base64-decoded and passed to node-serialize's unserialize, which can invoke embedded functions.
const Koa = require("koa");
const Router = require("@koa/router");
const serialize = require("node-serialize");

const EMPTY_CART = { items: [], coupon: null };

function restoreCart(raw) {
  if (!raw) return { ...EMPTY_CART };
  try {
    const text = Buffer.from(raw, "base64").toString("utf8");
    const cart = serialize.unserialize(text);
    return cart && Array.isArray(cart.items) ? cart : { ...EMPTY_CART };
  } catch {
    return { ...EMPTY_CART };
  }
}

function persistCart(ctx, cart) {
  const encoded = Buffer.from(serialize.serialize(cart)).toString("base64");
  ctx.cookies.set("cart", encoded, { httpOnly: true, sameSite: "lax", maxAge: 7 * 24 * 3600 * 1000 });
}

class CartService {
  add(cart, sku, qty) {
    const existing = cart.items.find((i) => i.sku === sku);
    if (existing) existing.qty += qty;
    else cart.items.push({ sku, qty });
    return cart;
  }
}

const carts = new CartService();
const router = new Router();

router.get("/cart", (ctx) => {
  ctx.body = restoreCart(ctx.cookies.get("cart"));
});

router.post("/cart/items/:sku", (ctx) => {
  const qty = Math.max(1, Number.parseInt(ctx.query.qty || "1", 10) || 1);
  const cart = carts.add(restoreCart(ctx.cookies.get("cart")), String(ctx.params.sku), qty);
  persistCart(ctx, cart);
  ctx.body = cart;
});

const app = new Koa();
app.use(router.routes());
app.listen(3000);
