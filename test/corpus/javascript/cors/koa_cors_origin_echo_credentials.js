// corpus: CWE-942 vulnerable — corsPolicy.origin echoes whatever Origin header the browser sends while credentials are allowed, so any website can read authenticated account responses.
const Koa = require("koa");
const Router = require("@koa/router");
const cors = require("@koa/cors");
const session = require("koa-session");

const corsPolicy = {
  origin(ctx) {
    return ctx.get("Origin") || "";
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
