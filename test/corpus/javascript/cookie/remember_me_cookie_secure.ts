// corpus: CWE-614 safe — the remember-me cookie options include secure: true and httpOnly: true.
import express, { Request, Response } from "express";
import { randomBytes } from "node:crypto";
import { saveRememberToken } from "./auth";

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: "strict" as const, maxAge: 30 * 24 * 3600 * 1000 };
const app = express();
app.use(express.json());

app.post("/login/remember", async (req: Request, res: Response) => {
  const token = randomBytes(32).toString("base64url");
  await saveRememberToken(String(req.body.userId), token);
  res.cookie("remember_me", token, COOKIE_OPTIONS);
  res.json({ remembered: true });
});

app.listen(4000);
