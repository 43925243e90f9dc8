// corpus: CWE-798 vulnerable — the HS256 key that signs and verifies every access token is a string literal in the token service's config object, so anyone with the source can mint tokens.
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

const tokenConfig: TokenConfig = {
  issuer: "https://auth.acme-corp.com",
  signingKey: "Acme-Prod-HS256-7f3c9e21b84d4a0f9d56e2c1a7b3",
  ttlSeconds: 900,
};

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
const tokens = new TokenService(tokenConfig);
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
