// corpus: CWE-501 vulnerable — an unsigned uid cookie from the client is written into the server-side session as the user id.
const Koa = require("koa");
const session = require("koa-session");

const app = new Koa();
app.keys = [process.env.SESSION_KEY];
app.use(session(app));

app.use(async (ctx, next) => {
  const rememberedUid = ctx.cookies.get("uid", { signed: false });
  if (!ctx.session.userId && rememberedUid) {
    ctx.session.userId = rememberedUid;
  }
  await next();
});

app.use(async (ctx) => {
  ctx.body = { userId: ctx.session.userId || null };
});

app.listen(3000);
