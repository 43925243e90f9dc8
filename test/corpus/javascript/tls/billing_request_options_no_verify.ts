// corpus: CWE-295 vulnerable — the https.request options disable certificate verification for billing calls.
import express, { Request, Response } from "express";
import https from "node:https";

const app = express();

app.get("/billing/:invoiceId", (req: Request, res: Response) => {
  const options: https.RequestOptions = {
    hostname: "billing.example.org",
    path: `/api/invoices/${encodeURIComponent(req.params.invoiceId)}`,
    method: "GET",
    rejectUnauthorized: false,
  };
  const upstream = https.request(options, (r) => r.pipe(res.status(r.statusCode ?? 502).type("application/json")));
  upstream.on("error", () => res.sendStatus(502));
  upstream.end();
});

app.listen(4000);
