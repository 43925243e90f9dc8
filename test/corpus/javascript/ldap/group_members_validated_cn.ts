// corpus: CWE-90 safe — the group name must match a strict alphanumeric pattern before it is used in the filter.
import express, { Request, Response } from "express";
import ldap from "ldapjs";

const client = ldap.createClient({ url: process.env.LDAP_URL as string });
const app = express();

app.get("/groups/:name/members", (req: Request, res: Response) => {
  const name = req.params.name;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name)) return res.sendStatus(400);
  client.search("ou=groups,dc=example,dc=com", { filter: `(cn=${name})`, scope: "sub", attributes: ["member"] }, (err, search) => {
    if (err) return res.status(500).end();
    const members: unknown[] = [];
    search.on("searchEntry", (entry) => members.push(entry.pojo));
    search.on("end", () => res.json(members));
  });
});

app.listen(4000);
