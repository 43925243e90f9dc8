// corpus: CWE-643 safe — the name must be alphanumeric before it is placed in the XPath expression.
const express = require("express");
const fs = require("fs");
const xpath = require("xpath");
const { DOMParser } = require("@xmldom/xmldom");

const usersXml = fs.readFileSync(__dirname + "/data/users.xml", "utf8");
const app = express();

app.get("/users/role", (req, res) => {
  const name = String(req.query.name || "");
  if (!/^[A-Za-z0-9]{1,40}$/.test(name)) return res.sendStatus(400);
  const doc = new DOMParser().parseFromString(usersXml, "text/xml");
  const nodes = xpath.select("//user[@name='" + name + "']/role/text()", doc);
  res.json({ roles: nodes.map((n) => n.nodeValue) });
});

app.listen(3000);
