// corpus: CWE-90 safe — a same-file helper escapes every RFC 4515 special character before the mail value is placed in the filter.
package com.acme.directory;

import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class MailOwnerController {
    private final DirContext ctx;

    public MailOwnerController(DirContext ctx) {
        this.ctx = ctx;
    }

    @GetMapping("/mail/owner")
    public boolean hasOwner(@RequestParam String mail) throws NamingException {
        String filter = "(mail=" + escapeFilterValue(mail) + ")";
        return ctx.search("dc=acme,dc=com", filter, new SearchControls()).hasMore();
    }

    static String escapeFilterValue(String value) {
        StringBuilder out = new StringBuilder();
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\': out.append("\\5c"); break;
                case '*': out.append("\\2a"); break;
                case '(': out.append("\\28"); break;
                case ')': out.append("\\29"); break;
                case '\0': out.append("\\00"); break;
                default: out.append(c);
            }
        }
        return out.toString();
    }
}
