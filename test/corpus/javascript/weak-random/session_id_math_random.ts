// corpus: CWE-330 vulnerable — session identifiers are built from Math.random output.
import express, { Request, Response } from "express";
import { createSession, verifyPassword } from "./auth";

const app = express();
app.use(express.json());

function newSessionId(): string {
  return Date.now().toString(36) + Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

app.post("/login", async (req: Request, res: Response) => {
  const userId = await verifyPassword(req.body.username, req.body.password);
  if (!userId) return res.status(401).json({ error: "invalid credentials" });
  const sid = newSessionId();
  await createSession(sid, userId);
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(4000);
