// corpus: CWE-501 vulnerable — the tenant query parameter is copied into the session and used as the trusted tenant id.
import express, { Request, Response } from "express";
import session from "express-session";

declare module "express-session" {
  interface SessionData {
    tenantId: string;
  }
}

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET as string, resave: false, saveUninitialized: true }));

app.get("/switch-tenant", (req: Request, res: Response) => {
  const tenant = req.query.tenant as string;
  req.session.tenantId = tenant;
  res.json({ tenant: req.session.tenantId });
});

app.listen(4000);
