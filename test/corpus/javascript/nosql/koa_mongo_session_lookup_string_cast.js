// corpus: CWE-943 safe — the token and email from the body are converted with String() and matched with $eq, so they cannot carry query operators.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL || "mongodb://localhost:27017");

class InviteStore {
  constructor(db) {
    this.invites = db.collection("invites");
  }

  findPending(email, token) {
    return this.invites.findOne({
      email: { $eq: email },
      token: { $eq: token },
      acceptedAt: null,
      expiresAt: { $gt: new Date() },
    });
  }

  accept(id) {
    return this.invites.updateOne({ _id: id }, { $set: { acceptedAt: new Date() } });
  }
}

function readInvite(body) {
  return {
    email: String(body.email || "").trim().toLowerCase(),
    token: String(body.token || ""),
  };
}

async function start() {
  await client.connect();
  const store = new InviteStore(client.db("accounts"));
  const router = new Router();

  router.post("/invites/accept", async (ctx) => {
    const { email, token } = readInvite(ctx.request.body || {});
    if (!email || token.length !== 40) {
      ctx.status = 400;
      ctx.body = { error: "invalid invite" };
      return;
    }
    const invite = await store.findPending(email, token);
    if (!invite) {
      ctx.status = 404;
      ctx.body = { error: "invite not found or expired" };
      return;
    }
    await store.accept(invite._id);
    ctx.body = { ok: true, team: invite.teamId };
  });

  const app = new Koa();
  app.use(bodyParser());
  app.use(router.routes());
  app.listen(3000);
}

start();
