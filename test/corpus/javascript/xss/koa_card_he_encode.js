// corpus: CWE-79 safe — the title is encoded with he.encode before it is placed in the HTML body.
const Koa = require("koa");
const he = require("he");

const app = new Koa();

app.use(async (ctx) => {
  if (ctx.path !== "/card") return;
  const title = he.encode(String(ctx.query.title || "Untitled"));
  ctx.type = "html";
  ctx.body = `<div class="card"><h3>${title}</h3></div>`;
});

app.listen(3000);
