// corpus: CWE-1336 vulnerable — template source from the request body is compiled and run by ejs.render.
const express = require("express");
const ejs = require("ejs");

const app = express();
app.use(express.json());

app.post("/campaigns/preview", (req, res) => {
  const { template, recipient } = req.body;
  const html = ejs.render(template, { recipient: recipient || { name: "Sample Customer" } });
  res.json({ html });
});

app.listen(3000);
