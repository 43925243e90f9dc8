// corpus: CWE-643 safe — the XPath expression is a constant; the query value only selects a field of the result.
const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const doc = new DOMParser().parseFromString(fs.readFileSync(__dirname + "/data/feeds.xml", "utf8"), "text/xml");
const app = express();

app.get("/feeds", (req, res) => {
  const field = req.query.field === "title" ? "title" : "url";
  const feeds = xpath.select("//feed[@enabled='true']", doc);
  res.json(feeds.map((f) => f.getAttribute(field)));
});

app.listen(3000);
