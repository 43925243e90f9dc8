// corpus: CWE-328 safe — the checksum helper defaults to SHA-512 and no caller overrides it.
import express, { Request, Response } from "express";
import crypto from "node:crypto";

interface DigestOptions {
  algorithm?: string;
}

function checksum(data: Buffer, { algorithm = "sha512" }: DigestOptions = {}): string {
  return crypto.createHash(algorithm).update(data).digest("base64");
}

const app = express();
app.use(express.raw({ type: "*/*", limit: "10mb" }));

app.post("/artifacts/checksum", (req: Request, res: Response) => {
  res.json({ checksum: checksum(req.body as Buffer) });
});

app.listen(4000);
