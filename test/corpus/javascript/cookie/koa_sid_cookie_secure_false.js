// corpus: CWE-614 vulnerable — Koa sets the sid cookie with secure: false.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const crypto = require("crypto");
const { checkLogin } = require("./auth");

const app = new Koa();
const router = new Router();

router.post("/login", async (ctx) => {
  const account = await checkLogin(ctx.request.body.username, ctx.request.body.password);
  if (!account) ctx.throw(401);
  const sid = crypto.randomUUID();
  ctx.cookies.set("sid", sid, { httpOnly: true, secure: false, sameSite: "strict" });
  ctx.body = { ok: true };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
