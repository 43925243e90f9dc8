// corpus: CWE-90 safe — the filter is an ldapjs EqualityFilter object, so the value is never parsed as filter syntax.
const express = require("express");
const ldap = require("ldapjs");

const client = ldap.createClient({ url: process.env.LDAP_URL });
const app = express();

app.get("/directory/:uid", (req, res) => {
  const filter = new ldap.EqualityFilter({ attribute: "uid", value: req.params.uid });
  client.search("ou=people,dc=example,dc=com", { filter, scope: "one", attributes: ["cn", "mail"] }, (err, search) => {
    if (err) return res.status(500).end();
    const entries = [];
    search.on("searchEntry", (entry) => entries.push(entry.pojo));
    search.on("end", () => res.json(entries));
  });
});

app.listen(3000);
