// corpus: CWE-943 safe — the value is wrapped in an explicit $eq, so an object is compared literally instead of read as operators.
const express = require("express");
const { MongoClient } = require("mongodb");

const client = new MongoClient(process.env.MONGO_URL);
const app = express();
app.use(express.json());

app.post("/shipments/by-status", async (req, res) => {
  const shipments = await client
    .db("logistics")
    .collection("shipments")
    .find({ status: { $eq: req.body.status } })
    .limit(100)
    .toArray();
  res.json(shipments);
});

app.listen(3000);
