// corpus: CWE-117 vulnerable — the User-Agent header is appended to a plain-text log line as received.
const Koa = require("koa");

const BLOCKED = ["sqlmap", "nikto"];
const app = new Koa();

app.use(async (ctx, next) => {
  const agent = ctx.headers["user-agent"] || "";
  if (BLOCKED.some((b) => agent.toLowerCase().includes(b))) {
    console.warn(`[${new Date().toISOString()}] blocked client agent=` + agent);
    ctx.status = 403;
    return;
  }
  await next();
});

app.listen(3000);
