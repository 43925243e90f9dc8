// corpus: CWE-643 vulnerable — the name query parameter is concatenated into an XPath expression.
const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const usersXml = fs.readFileSync(__dirname + "/data/users.xml", "utf8");
const app = express();

app.get("/users/role", (req, res) => {
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const name = req.query.name;
  const nodes = xpath.select("//user[@name='" + name + "']/role/text()", doc);
  res.json({ roles: nodes.map((n) => n.nodeValue) });
});

app.listen(3000);
