// corpus: CWE-328 safe — the digest algorithm constant is SHA-256.
import express, { Request, Response } from "express";
import { createHash } from "node:crypto";
import { findResetByDigest } from "./reset-store";

const DIGEST_ALGORITHM = "sha256";
const app = express();
app.use(express.json());

app.post("/password/reset/confirm", async (req: Request, res: Response) => {
  const tokenDigest = createHash(DIGEST_ALGORITHM).update(String(req.body.token)).digest("hex");
  const reset = await findResetByDigest(tokenDigest);
  if (!reset) return res.status(400).json({ error: "invalid or expired token" });
  res.json({ userId: reset.userId });
});

app.listen(4000);
