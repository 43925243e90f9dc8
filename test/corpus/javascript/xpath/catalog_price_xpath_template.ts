// corpus: CWE-643 vulnerable — the SKU from the Koa query string is interpolated into an XPath expression.
import Koa from "koa";
import { readFileSync } from "node:fs";
import xpath from "xpath";
import { DOMParser } from "@xmldom/xmldom";

const catalog = new DOMParser().parseFromString(readFileSync("catalog.xml", "utf8"), "text/xml");
const app = new Koa();

app.use(async (ctx) => {
  const sku = String(ctx.query.sku ?? "");
  const price = xpath.select1(`string(//product[sku='${sku}']/price)`, catalog as unknown as Node);
  ctx.body = { sku, price };
});

app.listen(3000);
