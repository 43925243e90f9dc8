// corpus: CWE-95 safe — the script variable from the body is replaced with a fixed expression before vm runs it.
const Koa = require("koa");
const bodyParser = require("koa-bodyparser");
const vm = require("vm");

const app = new Koa();
app.use(bodyParser());

app.use(async (ctx) => {
  let script = ctx.request.body.script;
  script = "subtotal * (1 + rate)";
  const subtotal = Number(ctx.request.body.subtotal) || 0;
  const total = vm.runInNewContext(script, { subtotal, rate: 0.2 });
  ctx.body = { total };
});

app.listen(3000);
