// corpus: CWE-330 vulnerable — team invite codes that grant membership are derived from Math.random.
const Koa = require("koa");
const Router = require("@koa/router");
const { saveInvite } = require("./invites");

const app = new Koa();
const router = new Router();

router.post("/teams/:teamId/invites", async (ctx) => {
  const inviteCode = Math.random().toString(36).substring(2, 10).toUpperCase();
  await saveInvite(ctx.params.teamId, inviteCode);
  ctx.status = 201;
  ctx.body = { inviteUrl: `https://app.example.com/join/${inviteCode}` };
});

app.use(router.routes());
app.listen(3000);
