// corpus: CWE-1333 safe — the name filter is escaped with _.escapeRegExp before RegExp is built.
import express, { Request, Response } from "express";
import _ from "lodash";

const MEMBERS = ["Ana Lima", "Bo Chen", "Carla Diaz", "Dev Patel"];
const app = express();

app.get("/members", (req: Request, res: Response) => {
  const filter = String(req.query.name ?? "");
  const pattern = new RegExp(_.escapeRegExp(filter), "i");
  res.json(MEMBERS.filter((m) => pattern.test(m)));
});

app.listen(4000);
