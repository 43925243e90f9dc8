// corpus: CWE-943 safe — the $where expression is a fixed string and the warehouse filter is cast to a string.
const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();

app.get("/stock/low", async (req, res) => {
  const warehouse = String(req.query.warehouse || "main");
  const items = await client
    .db("inventory")
    .collection("items")
    .find({ warehouse, $where: "this.quantity < this.reorderLevel" })
    .toArray();
  res.json(items);
});

app.listen(3000);
