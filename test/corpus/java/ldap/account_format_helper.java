// corpus: CWE-90 vulnerable — a helper formats the path variable into the filter with String.format before DirContext.search runs it.
package com.acme.sso;

import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AccountExistsController {
    private final DirContext ldap;

    public AccountExistsController(DirContext ldap) {
        this.ldap = ldap;
    }

    @GetMapping("/accounts/{login}/exists")
    public boolean exists(@PathVariable("login") String login) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setCountLimit(1);
        return ldap.search("ou=users,dc=acme,dc=com", accountFilter(login), controls).hasMore();
    }

    private String accountFilter(String login) {
        return String.format("(&(objectClass=person)(sAMAccountName=%s))", login);
    }
}
