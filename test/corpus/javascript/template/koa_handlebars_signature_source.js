// corpus: CWE-1336 vulnerable — the signature template text from the Koa body is compiled with Handlebars.compile.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const Handlebars = require("handlebars");

const app = new Koa();
const router = new Router();

router.post("/email/signature", async (ctx) => {
  const source = ctx.request.body.signature;
  const template = Handlebars.compile(source);
  ctx.body = { rendered: template({ company: "Northwind", year: new Date().getFullYear() }) };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
