// corpus: CWE-89 vulnerable — the email query parameter is interpolated into a knex whereRaw fragment.
const Koa = require("koa");
const Router = require("@koa/router");
const knex = require("knex")({ client: "pg", connection: process.env.DATABASE_URL });

const app = new Koa();
const router = new Router();

router.get("/subscribers", async (ctx) => {
  const email = ctx.query.email.trim().toLowerCase();
  const rows = await knex("subscribers")
    .select("id", "email", "subscribed_at")
    .whereRaw(`lower(email) = '${email}'`);
  ctx.body = rows;
});

app.use(router.routes());
app.listen(3001);
