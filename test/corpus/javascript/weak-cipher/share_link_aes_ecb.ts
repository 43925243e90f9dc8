// corpus: CWE-327 vulnerable — share-link payloads are encrypted with AES in ECB mode, which leaks plaintext patterns.
import express, { Request, Response } from "express";
import crypto from "node:crypto";

const KEY = Buffer.from(process.env.SHARE_KEY_HEX as string, "hex"); // 16 bytes
const app = express();
app.use(express.json());

app.post("/documents/:id/share", (req: Request, res: Response) => {
  const payload = JSON.stringify({ doc: req.params.id, expires: Date.now() + 86_400_000, perms: req.body.perms });
  const cipher = crypto.createCipheriv("aes-128-ecb", KEY, null);
  const token = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]).toString("base64url");
  res.json({ url: `https://docs.example.com/s/${token}` });
});

app.listen(4000);
