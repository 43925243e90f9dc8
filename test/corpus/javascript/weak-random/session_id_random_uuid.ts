// corpus: CWE-330 safe — session identifiers come from crypto.randomUUID.
import express, { Request, Response } from "express";
import { randomUUID } from "node:crypto";
import { createSession, verifyPassword } from "./auth";

const app = express();
app.use(express.json());

app.post("/login", async (req: Request, res: Response) => {
  const userId = await verifyPassword(req.body.username, req.body.password);
  if (!userId) return res.status(401).json({ error: "invalid credentials" });
  const sid = randomUUID();
  await createSession(sid, userId);
  res.cookie("sid", sid, { httpOnly: true, secure: true, sameSite: "lax" });
  res.json({ ok: true });
});

app.listen(4000);
