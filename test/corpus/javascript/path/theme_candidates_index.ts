// corpus: CWE-22 safe — the stylesheet is read from index 0 of the array, which holds the constant default theme.
import express, { Request, Response } from "express";
import { readFile } from "node:fs/promises";
import path from "node:path";

const THEMES_DIR = path.join(__dirname, "themes");
const app = express();

app.get("/theme.css", async (req: Request, res: Response) => {
  const candidates: string[] = [path.join(THEMES_DIR, "default.css")];
  candidates.push(path.join(THEMES_DIR, String(req.query.theme)));
  const css = await readFile(candidates[0], "utf8");
  res.type("text/css").send(css);
});

app.listen(4000);
