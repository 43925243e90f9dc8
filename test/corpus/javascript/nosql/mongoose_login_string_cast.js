// corpus: CWE-943 safe — both filter values are converted with String() so operator objects cannot be injected.
const express = require("express");
const mongoose = require("mongoose");

const Account = mongoose.model("Account", new mongoose.Schema({ username: String, inviteCode: String }));
const app = express();
app.use(express.json());

app.post("/invites/redeem", async (req, res) => {
  const account = await Account.findOne({
    username: String(req.body.username),
    inviteCode: String(req.body.inviteCode),
  });
  if (!account) return res.status(404).json({ error: "unknown invite" });
  res.json({ redeemed: true });
});

app.listen(3000);
