// corpus: CWE-90 vulnerable — the department and mail parameters are appended into an LDAP filter with StringBuilder.
package com.acme.directory;

import java.util.ArrayList;
import java.util.List;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PeopleSearchController {
    private final DirContext dirContext;

    public PeopleSearchController(DirContext dirContext) {
        this.dirContext = dirContext;
    }

    @GetMapping("/people")
    public List<String> find(@RequestParam String department, @RequestParam String mail) throws NamingException {
        StringBuilder filter = new StringBuilder("(&(objectClass=inetOrgPerson)");
        filter.append("(departmentNumber=").append(department).append(")");
        filter.append("(mail=").append(mail).append("))");
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        List<String> names = new ArrayList<>();
        NamingEnumeration<SearchResult> it = dirContext.search("dc=acme,dc=com", filter.toString(), sc);
        while (it.hasMore()) {
            names.add(it.next().getNameInNamespace());
        }
        return names;
    }
}
