// corpus: CWE-22 safe — the resolved path must start with the media root plus a separator or the request is rejected.
import express, { Request, Response } from "express";
import fs from "node:fs";
import path from "node:path";

const MEDIA_ROOT = path.resolve("/srv/media");
const app = express();

app.get("/media/*", (req: Request, res: Response) => {
  const requested = path.resolve(MEDIA_ROOT, String(req.params[0]));
  if (!requested.startsWith(MEDIA_ROOT + path.sep)) {
    return res.status(403).json({ error: "forbidden" });
  }
  const stream = fs.createReadStream(requested);
  stream.on("error", () => res.sendStatus(404));
  stream.pipe(res);
});

app.listen(4000);
