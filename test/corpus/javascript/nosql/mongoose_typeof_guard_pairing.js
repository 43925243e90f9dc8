// corpus: CWE-943 safe — the handler rejects any token that is not a string before it reaches findOne.
const express = require("express");
const mongoose = require("mongoose");

const Device = mongoose.model("Device", new mongoose.Schema({ pairingToken: String, label: String }));
const app = express();
app.use(express.json());

app.post("/devices/pair", async (req, res) => {
  const token = req.body.pairingToken;
  if (typeof token !== "string" || token.length !== 32) return res.sendStatus(400);
  const device = await Device.findOne({ pairingToken: token });
  if (!device) return res.sendStatus(404);
  res.json({ label: device.label });
});

app.listen(3000);
