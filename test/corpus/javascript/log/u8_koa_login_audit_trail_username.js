// corpus: CWE-117 vulnerable — the username from the login body is carried in the AuditTrail entry and written raw into the text log line, so a CR/LF in it forges extra log records.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const fs = require("node:fs");

class AuditTrail {
  constructor(stream) {
    this.stream = stream;
  }

  record(entry) {
    const line = `${entry.at.toISOString()} ${entry.kind} user=${entry.user} ip=${entry.ip}\n`;
    this.stream.write(line);
  }

  failedLogin(user, ip) {
    this.record({ at: new Date(), kind: "LOGIN_FAILED", user, ip });
  }
}

async function verifyPassword(username, password) {
  return typeof username === "string" && typeof password === "string" && password.length > 0 && username === "demo";
}

const audit = new AuditTrail(fs.createWriteStream("/var/log/app/auth-audit.log", { flags: "a" }));
const router = new Router();

router.post("/login", async (ctx) => {
  const { username, password } = ctx.request.body || {};
  const ok = await verifyPassword(username, password);
  if (!ok) {
    audit.failedLogin(username, ctx.ip);
    ctx.status = 401;
    ctx.body = { error: "invalid credentials" };
    return;
  }
  ctx.body = { ok: true };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
