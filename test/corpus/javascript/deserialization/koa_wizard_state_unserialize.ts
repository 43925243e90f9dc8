// corpus: CWE-502 vulnerable — wizard state from the Koa request body is restored with node-serialize unserialize.
import Koa from "koa";
import Router from "@koa/router";
import bodyParser from "koa-bodyparser";
import serialize from "node-serialize";

const app = new Koa();
const router = new Router();

router.post("/onboarding/resume", async (ctx) => {
  const body = ctx.request.body as { state: string };
  const state = serialize.unserialize(body.state);
  ctx.body = { step: state.step ?? 1, completed: Boolean(state.completed) };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
