// corpus: CWE-79 safe — the body HTML is only used when a constant false flag is set, so the response is fixed markup.
const express = require("express");

const PREVIEW_ENABLED = false;
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/posts/preview", (req, res) => {
  let html = "<p>Preview is not available.</p>";
  if (PREVIEW_ENABLED) {
    html = req.body.content;
  }
  res.send(html);
});

app.listen(3000);
