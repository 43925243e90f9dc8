// corpus: CWE-22 safe — the draft name must match /^[a-z0-9_-]{1,32}$/ before it is used in a file path.
const express = require("express");
const fs = require("fs/promises");
const path = require("path");

const DRAFTS_DIR = path.join(__dirname, "drafts");
const app = express();

app.delete("/drafts/:name", async (req, res) => {
  const { name } = req.params;
  if (!/^[a-z0-9_-]{1,32}$/.test(name)) return res.sendStatus(400);
  try {
    await fs.unlink(path.join(DRAFTS_DIR, name + ".md"));
    res.sendStatus(204);
  } catch {
    res.sendStatus(404);
  }
});

app.listen(3000);
