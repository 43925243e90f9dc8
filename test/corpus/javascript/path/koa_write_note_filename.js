// corpus: CWE-22 vulnerable — the filename from the Koa request body decides where fs.promises.writeFile writes.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const fs = require("fs");
const path = require("path");

const NOTES_DIR = path.join(__dirname, "notes");
const app = new Koa();
const router = new Router();

router.post("/notes", async (ctx) => {
  const { filename, content } = ctx.request.body;
  await fs.promises.writeFile(path.join(NOTES_DIR, filename), String(content), "utf8");
  ctx.status = 201;
  ctx.body = { saved: true };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
