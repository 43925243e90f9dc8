// corpus: CWE-22 vulnerable — the route parameter is joined to the upload folder and sent with sendFile without a root option.
const express = require("express");
const path = require("path");

const app = express();
const UPLOAD_DIR = "/var/app/uploads";

app.get("/attachments/:file", (req, res) => {
  const decoded = decodeURIComponent(req.params.file);
  const filePath = path.join(UPLOAD_DIR, decoded);
  res.sendFile(filePath, (err) => {
    if (err) res.status(404).end();
  });
});

app.listen(3000);
