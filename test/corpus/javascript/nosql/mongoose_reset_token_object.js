// corpus: CWE-943 vulnerable — body fields go straight into a findOne filter, so an object like {"$ne": null} matches any user.
const express = require("express");
const mongoose = require("mongoose");

const User = mongoose.model("User", new mongoose.Schema({ email: String, resetToken: String, passwordHash: String }));
const app = express();
app.use(express.json());

app.post("/password/reset/verify", async (req, res) => {
  const user = await User.findOne({ email: req.body.email, resetToken: req.body.token });
  if (!user) return res.status(400).json({ error: "invalid token" });
  res.json({ ok: true, userId: user.id });
});

app.listen(3000);
