// corpus: CWE-95 vulnerable — a discount rule from the request body is run with vm.runInNewContext, which is not a sandbox.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const vm = require("vm");

const app = new Koa();
const router = new Router();

router.post("/pricing/preview", async (ctx) => {
  const { rule, order } = ctx.request.body;
  const discount = vm.runInNewContext(rule, { order }, { timeout: 50 });
  ctx.body = { discount: Number(discount) || 0 };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
