// corpus: CWE-95 safe — new Function compiles only source text from a fixed rule table selected by a checked key.
import express, { Request, Response } from "express";

const RULES: Record<string, string> = {
  vip: "order.total > 500",
  bulk: "order.items >= 20",
  weekend: "[0, 6].includes(new Date(order.placedAt).getDay())",
};
const app = express();
app.use(express.json());

app.post("/rules/:name/evaluate", (req: Request, res: Response) => {
  const name = req.params.name;
  if (!Object.hasOwn(RULES, name)) return res.sendStatus(404);
  const predicate = new Function("order", "return " + RULES[name]) as (order: unknown) => boolean;
  res.json({ rule: name, matches: Boolean(predicate(req.body)) });
});

app.listen(4000);
