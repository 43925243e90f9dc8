// corpus: CWE-502 safe — the cookie is only unserialized under a constant false flag, so the fixed default state is used.
const express = require("express");
const cookieParser = require("cookie-parser");
const serialize = require("node-serialize");

const TRUST_CLIENT_STATE = false;
const DEFAULT_STATE = serialize.serialize({ step: 1, completed: false });
const app = express();
app.use(cookieParser());

app.get("/onboarding", (req, res) => {
  let raw = DEFAULT_STATE;
  if (TRUST_CLIENT_STATE) {
    raw = req.cookies.state;
  }
  const state = serialize.unserialize(raw);
  res.json({ step: state.step });
});

app.listen(3000);
