// corpus: CWE-79 vulnerable — the bio query value is escaped, but the name value is placed raw into the HTML card served with ctx.type = "html".
const Koa = require("koa");
const Router = require("@koa/router");

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function renderCard(card) {
  return `<!doctype html>
<html>
  <head><title>Profile preview</title><link rel="stylesheet" href="/static/card.css"></head>
  <body>
    <article class="card card--${card.theme}">
      <h1 class="card__name">${card.name}</h1>
      <p class="card__bio">${card.bio}</p>
    </article>
  </body>
</html>`;
}

function previewModel(query) {
  const themes = ["light", "dark", "contrast"];
  return {
    theme: themes.includes(query.theme) ? query.theme : "light",
    name: query.name || "Anonymous",
    bio: escapeHtml(query.bio || ""),
  };
}

const router = new Router();

router.get("/profile/preview", (ctx) => {
  ctx.type = "html";
  ctx.body = renderCard(previewModel(ctx.query));
});

router.get("/profile/preview.json", (ctx) => {
  ctx.body = previewModel(ctx.query);
});

const app = new Koa();
app.use(router.routes());
app.listen(3000);
