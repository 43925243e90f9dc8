// corpus: CWE-79 vulnerable — the destructured search term is written into the HTML response with res.write.
import express, { Request, Response } from "express";

const app = express();
const CATALOG = ["lamp", "desk", "chair", "monitor arm"];

app.get("/search", (req: Request, res: Response) => {
  const { q = "" } = req.query as { q?: string };
  const hits = CATALOG.filter((item) => item.includes(q.toLowerCase()));
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.write(`<h2>Results for ${q}</h2>`);
  res.write(`<p>${hits.length} item(s) found</p>`);
  res.end();
});

app.listen(4000);
