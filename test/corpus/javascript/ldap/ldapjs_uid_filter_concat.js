// corpus: CWE-90 vulnerable — the username from the body is concatenated into an LDAP search filter.
const express = require("express");
const ldap = require("ldapjs");

const client = ldap.createClient({ url: process.env.LDAP_URL });
const app = express();
app.use(express.json());

app.post("/directory/lookup", (req, res) => {
  const user = req.body.username;
  const opts = { filter: "(&(objectClass=person)(uid=" + user + "))", scope: "sub", attributes: ["cn", "mail"] };
  client.search("ou=people,dc=example,dc=com", opts, (err, search) => {
    if (err) return res.status(500).end();
    const entries = [];
    search.on("searchEntry", (entry) => entries.push(entry.pojo));
    search.on("end", () => res.json(entries));
  });
});

app.listen(3000);
