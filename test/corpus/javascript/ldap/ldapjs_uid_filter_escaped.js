// corpus: CWE-90 safe — a same-file helper escapes LDAP filter metacharacters before the value is placed in the filter.
const express = require("express");
const ldap = require("ldapjs");

const client = ldap.createClient({ url: process.env.LDAP_URL });
const app = express();
app.use(express.json());

function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\0]/g, (c) => "\\" + c.charCodeAt(0).toString(16).padStart(2, "0"));
}

app.post("/directory/lookup", (req, res) => {
  const filter = "(&(objectClass=person)(uid=" + escapeFilterValue(req.body.username) + "))";
  client.search("ou=people,dc=example,dc=com", { filter, scope: "sub", attributes: ["cn"] }, (err, search) => {
    if (err) return res.status(500).end();
    const entries = [];
    search.on("searchEntry", (entry) => entries.push(entry.pojo));
    search.on("end", () => res.json(entries));
  });
});

app.listen(3000);
