// corpus: CWE-22 vulnerable — normaliseDocName only decodes the name and turns backslashes into slashes, so "../" sequences from the URL reach path.join and ManualStore streams files outside the manuals root.
const express = require("express");
const fs = require("node:fs");
const path = require("node:path");

function normaliseDocName(raw) {
  // Old links were generated on Windows and are double-encoded.
  let name = decodeURIComponent(decodeURIComponent(String(raw)));
  name = name.replace(/\\/g, "/").replace(/^\/+/, "");
  return name.toLowerCase();
}

class ManualStore {
  constructor(root) {
    this.root = root;
  }

  locate(product, docName) {
    return path.join(this.root, product, docName);
  }

  open(product, docName) {
    const file = this.locate(product, docName);
    return fs.promises.stat(file).then((info) => ({ file, size: info.size, stream: fs.createReadStream(file) }));
  }
}

const PRODUCTS = new Set(["router-x2", "camera-c7", "hub-mini"]);
const manuals = new ManualStore("/srv/manuals");
const app = express();

app.get("/manuals/:product/*", async (req, res) => {
  const { product } = req.params;
  if (!PRODUCTS.has(product)) return res.status(404).send("unknown product");
  try {
    const doc = await manuals.open(product, normaliseDocName(req.params[0]));
    res.set("Content-Length", String(doc.size));
    res.type(path.extname(doc.file) || "application/octet-stream");
    return doc.stream.pipe(res);
  } catch {
    return res.status(404).send("not found");
  }
});

app.listen(3000);
