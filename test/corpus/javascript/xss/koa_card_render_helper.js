// corpus: CWE-79 vulnerable — a helper wraps the title query value in HTML that Koa serves as text/html.
const Koa = require("koa");

const app = new Koa();

function renderCard(title) {
  return `<div class="card"><h3>${title}</h3><p>Shared via LinkBoard</p></div>`;
}

app.use(async (ctx) => {
  if (ctx.path !== "/card") return;
  const title = ctx.query.title;
  ctx.type = "html";
  ctx.body = renderCard(title);
});

app.listen(3000);
