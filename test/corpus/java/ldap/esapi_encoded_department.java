// corpus: CWE-90 safe — the department value is passed through ESAPI encodeForLDAP before it is concatenated into the filter.
package com.acme.orgchart;

import java.util.ArrayList;
import java.util.List;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.owasp.esapi.ESAPI;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class OrgChartController {
    private final DirContext directory;

    public OrgChartController(DirContext directory) {
        this.directory = directory;
    }

    @GetMapping("/departments/{dept}/members")
    public List<String> members(@PathVariable String dept) throws NamingException {
        String encoded = ESAPI.encoder().encodeForLDAP(dept);
        String filter = "(&(objectClass=inetOrgPerson)(ou=" + encoded + "))";
        List<String> dns = new ArrayList<>();
        NamingEnumeration<SearchResult> results = directory.search("dc=acme,dc=com", filter, new SearchControls());
        while (results.hasMore()) {
            dns.add(results.next().getNameInNamespace());
        }
        return dns;
    }
}
