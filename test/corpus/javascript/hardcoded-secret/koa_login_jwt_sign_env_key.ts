// corpus: CWE-798 safe — the HS256 signing key is read from the JWT_SIGNING_KEY environment variable at start-up and the process refuses to start without a long enough key.
import Koa, { Context, Next } from "koa";
import Router from "@koa/router";
import bodyParser from "koa-bodyparser";
import jwt from "jsonwebtoken";
import bcrypt from "bcryptjs";

interface TokenConfig {
  issuer: string;
  signingKey: string;
  ttlSeconds: number;
}

function loadTokenConfig(env: NodeJS.ProcessEnv): TokenConfig {
  const signingKey = env.JWT_SIGNING_KEY;
  if (!signingKey || signingKey.length < 32) {
    throw new Error("JWT_SIGNING_KEY must be set to at least 32 characters");
  }
  return { issuer: "https://auth.acme-corp.com", signingKey, ttlSeconds: 900 };
}

class TokenService {
  constructor(private readonly config: TokenConfig) {}

  issue(userId: string, roles: string[]): string {
    return jwt.sign({ sub: userId, roles }, this.config.signingKey, {
      algorithm: "HS256",
      issuer: this.config.issuer,
      expiresIn: this.config.ttlSeconds,
    });
  }

  verify(token: string) {
    return jwt.verify(token, this.config.signingKey, { algorithms: ["HS256"], issuer: this.config.issuer });
  }
}

const users = new Map<string, { id: string; hash: string; roles: string[] }>();
const tokens = new TokenService(loadTokenConfig(process.env));
const router = new Router();

router.post("/auth/login", async (ctx: Context) => {
  const { email, password } = (ctx.request as any).body ?? {};
  const user = users.get(String(email).toLowerCase());
  if (!user || !(await bcrypt.compare(String(password), user.hash))) {
    ctx.status = 401;
    return;
  }
  ctx.body = { accessToken: tokens.issue(user.id, user.roles), tokenType: "Bearer" };
});

async function requireAuth(ctx: Context, next: Next) {
  const header = ctx.get("authorization");
  try {
    ctx.state.user = tokens.verify(header.replace(/^Bearer /, ""));
  } catch {
    ctx.throw(401);
  }
  await next();
}

router.get("/me", requireAuth, (ctx: Context) => {
  ctx.body = ctx.state.user;
});

const app = new Koa();
app.use(bodyParser()).use(router.routes());
app.listen(3000);
