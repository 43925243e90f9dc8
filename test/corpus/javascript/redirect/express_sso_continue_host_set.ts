// corpus: CWE-601 safe — the continue URL is parsed and its exact hostname must be in the ALLOWED_HOSTS set with https before Express redirects to it; anything else goes to /dashboard.
import express, { Request, Response } from "express";

const ALLOWED_HOSTS = new Set(["app.acme-corp.com", "billing.acme-corp.com", "docs.acme-corp.com"]);
const DEFAULT_LANDING = "/dashboard";

interface ContinueCheck {
  url?: URL;
  ok: boolean;
}

function checkContinue(raw: unknown): ContinueCheck {
  if (typeof raw !== "string" || raw.length === 0) return { ok: false };
  let url: URL;
  try {
    url = new URL(raw, "https://app.acme-corp.com");
  } catch {
    return { ok: false };
  }
  if (url.protocol !== "https:" || !ALLOWED_HOSTS.has(url.hostname)) return { ok: false };
  return { url, ok: true };
}

const app = express();

app.get("/sso/complete", (req: Request, res: Response) => {
  if (!req.get("x-authenticated-user")) {
    res.status(401).send("not signed in");
    return;
  }
  const { url, ok } = checkContinue(req.query.continue);
  res.redirect(ok && url ? url.href : DEFAULT_LANDING);
});

app.listen(3000);
