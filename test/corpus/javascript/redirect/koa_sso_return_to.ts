// corpus: CWE-601 vulnerable — the returnTo query value is passed to ctx.redirect without checking its host.
import Koa from "koa";
import Router from "@koa/router";

const app = new Koa();
const router = new Router();

router.get("/sso/callback", async (ctx) => {
  const returnTo = ctx.query.returnTo as string | undefined;
  ctx.cookies.set("sso_state", null);
  ctx.redirect(returnTo ?? "/");
});

app.use(router.routes());
app.listen(3000);
