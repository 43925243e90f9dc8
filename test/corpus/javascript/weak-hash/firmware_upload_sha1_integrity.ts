// corpus: CWE-328 vulnerable — uploaded firmware is accepted when its SHA-1 digest matches, and SHA-1 collisions are practical.
import express, { Request, Response } from "express";
import crypto from "node:crypto";

const app = express();
app.use(express.raw({ type: "application/octet-stream", limit: "20mb" }));

app.post("/devices/:id/firmware", (req: Request, res: Response) => {
  const expected = String(req.get("X-Firmware-Digest") ?? "");
  const actual = crypto.createHash("sha1").update(req.body as Buffer).digest("hex");
  if (actual !== expected) return res.status(422).json({ error: "digest mismatch" });
  res.status(202).json({ accepted: true, digest: actual });
});

app.listen(4000);
