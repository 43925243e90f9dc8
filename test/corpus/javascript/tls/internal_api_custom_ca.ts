// corpus: CWE-295 safe — requests trust a pinned internal CA bundle and keep certificate verification on.
import express, { Request, Response } from "express";
import https from "node:https";
import { readFileSync } from "node:fs";

const agent = new https.Agent({ ca: readFileSync("/etc/ssl/internal/ca-bundle.pem") });
const app = express();

app.get("/inventory/:sku", (req: Request, res: Response) => {
  https
    .get({ host: "inventory.internal.example.com", path: `/items/${encodeURIComponent(req.params.sku)}`, agent }, (r) => {
      res.status(r.statusCode ?? 502).type("application/json");
      r.pipe(res);
    })
    .on("error", () => res.sendStatus(502));
});

app.listen(4000);
