// corpus: CWE-95 vulnerable — a formula from req.query is compiled into code with new Function.
import type { NextApiRequest, NextApiResponse } from "next";

const rows = [
  { sku: "A-100", price: 12.5, qty: 4 },
  { sku: "B-220", price: 3.25, qty: 40 },
];

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const formula = String(req.query.formula ?? "row.price * row.qty");
  const compute = new Function("row", "return " + formula) as (row: unknown) => number;
  const totals = rows.map((row) => ({ sku: row.sku, value: compute(row) }));
  res.status(200).json(totals);
}
