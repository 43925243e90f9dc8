// corpus: CWE-943 vulnerable — the destructured sku may be an operator object and is used as the updateOne filter value.
const Koa = require("koa");
const Router = require("@koa/router");
const bodyParser = require("koa-bodyparser");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = new Koa();
const router = new Router();

router.post("/products/archive", async (ctx) => {
  const { sku } = ctx.request.body;
  const products = client.db("catalog").collection("products");
  const result = await products.updateOne({ sku }, { $set: { archived: true, archivedAt: new Date() } });
  ctx.body = { modified: result.modifiedCount };
});

app.use(bodyParser());
app.use(router.routes());
app.listen(3000);
