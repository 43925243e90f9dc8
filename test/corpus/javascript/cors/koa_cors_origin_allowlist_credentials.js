// corpus: CWE-942 safe — corsPolicy.origin returns the request Origin only when it is in the TRUSTED_ORIGINS set, and otherwise returns an empty string so @koa/cors sends no CORS headers.
const Koa = require("koa");
const Router = require("@koa/router");
const cors = require("@koa/cors");
const session = require("koa-session");

const TRUSTED_ORIGINS = new Set(["https://app.acme-corp.com", "https://admin.acme-corp.com"]);

const corsPolicy = {
  origin(ctx) {
    const origin = ctx.get("Origin");
    return TRUSTED_ORIGINS.has(origin) ? origin : "";
  },
  credentials: true,
  allowMethods: ["GET", "POST", "PATCH"],
  allowHeaders: ["Content-Type", "X-Requested-With"],
  maxAge: 600,
};

function accountSummary(userId) {
  return { userId, plan: "team", seats: 12, billingEmail: "billing@customer.example" };
}

const router = new Router({ prefix: "/api" });

router.get("/account", (ctx) => {
  if (!ctx.session.userId) {
    ctx.status = 401;
    return;
  }
  ctx.body = accountSummary(ctx.session.userId);
});

const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session({ secure: true, httpOnly: true, sameSite: "none" }, app));
app.use(cors(corsPolicy));
app.use(router.routes());
app.listen(3000);
