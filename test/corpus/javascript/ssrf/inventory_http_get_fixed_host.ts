// corpus: CWE-918 safe — https.get targets a fixed host; the SKU is only an encoded path segment.
import express, { Request, Response } from "express";
import https from "node:https";

const app = express();

app.get("/stock/:sku", (req: Request, res: Response) => {
  const options = {
    host: "inventory.example.com",
    path: "/api/items/" + encodeURIComponent(req.params.sku),
    timeout: 3000,
  };
  https
    .get(options, (upstream) => {
      let body = "";
      upstream.on("data", (chunk) => (body += chunk));
      upstream.on("end", () => res.status(upstream.statusCode ?? 502).json(JSON.parse(body || "{}")));
    })
    .on("error", () => res.sendStatus(502));
});

app.listen(4000);
