// corpus: CWE-78 vulnerable — the body's file name is built into a string that spawn runs through sh -c.
const express = require("express");
const { spawn } = require("child_process");

const app = express();
app.use(express.json());

app.post("/media/thumbnail", (req, res) => {
  const source = req.body.fileName;
  const cmd = `convert uploads/${source} -resize 200x200 thumbs/${source}`;
  const child = spawn("sh", ["-c", cmd]);
  child.on("close", (code) => {
    if (code !== 0) return res.status(500).json({ error: "resize failed" });
    res.json({ thumbnail: `/thumbs/${encodeURIComponent(source)}` });
  });
});

app.listen(3000);
