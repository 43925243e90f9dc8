// corpus: CWE-22 safe — the download uses the object key holding a constant manual path, not the key holding the query value.
const express = require("express");
const path = require("path");

const app = express();

app.get("/help/manual", (req, res) => {
  const paths = {
    requested: req.query.path,
    manual: "docs/user-manual.pdf",
  };
  res.download(path.join(__dirname, paths.manual), "manual.pdf");
});

app.listen(3000);
