// corpus: CWE-79 safe — the page value is a TypeScript number before it is interpolated into the HTML.
import express, { Request, Response } from "express";

const app = express();

app.get("/gallery", (req: Request, res: Response) => {
  const page: number = Math.max(1, Number(req.query.page) || 1);
  res.send(`<nav class="pager"><span>Page ${page}</span><a href="/gallery?page=${page + 1}">Next</a></nav>`);
});

app.listen(4000);
