// corpus: CWE-614 safe — Koa sets the sid cookie with secure: true and httpOnly: true.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const crypto = require("crypto");
const { checkLogin } = require("./auth");

const app = new Koa();
app.proxy = true;
const router = new Router();

router.post("/login", async (ctx) => {
  const account = await checkLogin(ctx.request.body.username, ctx.request.body.password);
  if (!account) ctx.throw(401);
  ctx.cookies.set("sid", crypto.randomUUID(), { httpOnly: true, secure: true, sameSite: "strict" });
  ctx.body = { ok: true };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
