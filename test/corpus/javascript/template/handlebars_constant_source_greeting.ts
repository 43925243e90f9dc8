// corpus: CWE-1336 safe — Handlebars compiles a constant source string and the query value is passed as context data.
import express, { Request, Response } from "express";
import Handlebars from "handlebars";

const GREETING_SOURCE = "<p>Hello {{name}}, thanks for visiting!</p>";
const greeting = Handlebars.compile(GREETING_SOURCE);
const app = express();

app.get("/greeting", (req: Request, res: Response) => {
  const name = String(req.query.name ?? "friend");
  res.send(greeting({ name }));
});

app.listen(4000);
