// corpus: CWE-643 safe — a fixed XPath selects all products and the SKU comparison happens in JavaScript.
import express, { Request, Response } from "express";
import { readFileSync } from "node:fs";
import xpath from "xpath";
import { DOMParser } from "@xmldom/xmldom";

const catalog = new DOMParser().parseFromString(readFileSync("catalog.xml", "utf8"), "text/xml");
const app = express();

app.get("/products/:sku", (req: Request, res: Response) => {
  const products = xpath.select("//product", catalog as unknown as Node) as Element[];
  const match = products.find((p) => p.getAttribute("sku") === req.params.sku);
  if (!match) return res.sendStatus(404);
  res.json({ sku: req.params.sku, name: match.getAttribute("name") });
});

app.listen(4000);
