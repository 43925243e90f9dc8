// corpus: CWE-90 vulnerable — the mail query parameter is interpolated into the ldapjs filter string.
import { Controller, Get, Query } from "@nestjs/common";
import ldap from "ldapjs";

const client = ldap.createClient({ url: process.env.LDAP_URL as string });

@Controller("directory")
export class DirectoryController {
  @Get("by-mail")
  byMail(@Query("mail") mail: string) {
    return new Promise((resolve, reject) => {
      client.search("dc=corp,dc=example", { scope: "sub", filter: `(mail=${mail})` }, (err, search) => {
        if (err) return reject(err);
        const found: unknown[] = [];
        search.on("searchEntry", (entry) => found.push(entry.pojo));
        search.on("end", () => resolve(found));
      });
    });
  }
}
