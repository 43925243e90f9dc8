// corpus: CWE-327 safe — share-link payloads are sealed with AES-256-GCM using a fresh IV and the auth tag.
import express, { Request, Response } from "express";
import crypto from "node:crypto";

const KEY = Buffer.from(process.env.SHARE_KEY_HEX as string, "hex");
const app = express();
app.use(express.json());

app.post("/documents/:id/share", (req: Request, res: Response) => {
  const payload = JSON.stringify({ doc: req.params.id, expires: Date.now() + 86_400_000 });
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", KEY, iv);
  const sealed = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]);
  const token = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
  res.json({ url: `https://docs.example.com/s/${token}` });
});

app.listen(4000);
