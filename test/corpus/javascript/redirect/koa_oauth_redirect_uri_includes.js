// corpus: CWE-601 vulnerable — the redirect_uri is accepted when it merely contains "example.com", so "https://evil.test/?example.com" is redirected to.
const Koa = require("koa");
const Router = require("@koa/router");
const crypto = require("node:crypto");

const pendingCodes = new Map();

function isOurDomain(uri) {
  return typeof uri === "string" && uri.includes("example.com");
}

function issueCode(clientId, userId) {
  const code = crypto.randomBytes(16).toString("hex");
  pendingCodes.set(code, { clientId, userId, expires: Date.now() + 60_000 });
  return code;
}

function callbackUrl(redirectUri, code, state) {
  const sep = redirectUri.includes("?") ? "&" : "?";
  return `${redirectUri}${sep}code=${code}&state=${encodeURIComponent(state || "")}`;
}

const router = new Router();

router.get("/oauth/authorize/approve", async (ctx) => {
  const { client_id: clientId, redirect_uri: redirectUri, state } = ctx.query;
  const userId = ctx.state.user ? ctx.state.user.id : null;
  if (!userId) {
    ctx.redirect("/login");
    return;
  }
  if (!isOurDomain(redirectUri)) {
    ctx.status = 400;
    ctx.body = { error: "invalid_redirect_uri" };
    return;
  }
  const code = issueCode(clientId, userId);
  ctx.redirect(callbackUrl(redirectUri, code, state));
});

const app = new Koa();
app.use(async (ctx, next) => {
  ctx.state.user = ctx.cookies.get("uid") ? { id: ctx.cookies.get("uid") } : null;
  await next();
});
app.use(router.routes());
app.listen(3000);
