// corpus: CWE-601 vulnerable — the continue helper only validates absolute http(s) URLs, so a protocol-relative "//evil.test" value is redirected to unchanged.
import type { NextApiRequest, NextApiResponse } from "next";

const TRUSTED_HOSTS = ["example.com", "www.example.com", "shop.example.com"];

function continueTarget(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return "/";
  if (/^https?:/i.test(value)) {
    const host = new URL(value).hostname;
    return TRUSTED_HOSTS.includes(host) ? value : "/";
  }
  return value;
}

function clearSession(res: NextApiResponse) {
  res.setHeader("Set-Cookie", [
    "session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax",
    "csrf=; Path=/; Max-Age=0; Secure; SameSite=Strict",
  ]);
}

export default function logout(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== "GET" && req.method !== "POST") {
    return res.status(405).end();
  }
  clearSession(res);
  const target = continueTarget(req.query.continue);
  res.redirect(302, target);
}
