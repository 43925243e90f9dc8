// corpus: CWE-614 vulnerable — the remember-me cookie is set without the secure attribute.
import express, { Request, Response } from "express";
import { randomBytes } from "node:crypto";
import { saveRememberToken } from "./auth";

const app = express();
app.use(express.json());

app.post("/login/remember", async (req: Request, res: Response) => {
  const userId = String(req.body.userId);
  const token = randomBytes(32).toString("base64url");
  await saveRememberToken(userId, token);
  res.cookie("remember_me", token, { httpOnly: true, maxAge: 30 * 24 * 3600 * 1000 });
  res.json({ remembered: true });
});

app.listen(4000);
