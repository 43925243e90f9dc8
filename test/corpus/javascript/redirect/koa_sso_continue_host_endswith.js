// corpus: CWE-601 vulnerable — isTrustedContinue only checks that the continue URL's host ends with "acme-corp.com", so https://evilacme-corp.com/ passes and the user is redirected there after sign-in.
const Koa = require("koa");
const Router = require("@koa/router");
const session = require("koa-session");

const TRUSTED_SUFFIX = "acme-corp.com";
const DEFAULT_LANDING = "/dashboard";

function parseContinue(raw) {
  if (typeof raw !== "string" || raw.length === 0) return null;
  try {
    return new URL(raw, "https://app.acme-corp.com");
  } catch {
    return null;
  }
}

function isTrustedContinue(url) {
  return url.protocol === "https:" && url.hostname.endsWith(TRUSTED_SUFFIX);
}

function continueTarget(raw) {
  const url = parseContinue(raw);
  return url && isTrustedContinue(url) ? url.href : DEFAULT_LANDING;
}

const router = new Router();

router.get("/sso/complete", async (ctx) => {
  if (!ctx.session.userId) {
    ctx.status = 401;
    ctx.body = "not signed in";
    return;
  }
  ctx.redirect(continueTarget(ctx.query.continue));
});

const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ secure: true, httpOnly: true, sameSite: "lax" }, app));
app.use(router.routes());
app.listen(3000);
