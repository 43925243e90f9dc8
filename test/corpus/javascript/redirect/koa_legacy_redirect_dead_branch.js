// corpus: CWE-601 safe — the query URL is only used under a constant false flag, so ctx.redirect gets "/dashboard".
const Koa = require("koa");

const LEGACY_REDIRECTS = false;
const app = new Koa();

app.use(async (ctx) => {
  if (ctx.path !== "/go") return;
  let target = "/dashboard";
  if (LEGACY_REDIRECTS) {
    target = ctx.query.url;
  }
  ctx.redirect(target);
});

app.listen(3000);
