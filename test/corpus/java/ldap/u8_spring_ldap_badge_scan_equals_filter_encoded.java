// corpus: CWE-90 safe — the scanned badge number is wrapped in Spring LDAP EqualsFilter objects inside an AndFilter whose encode() escapes filter metacharacters before the filter string reaches LdapTemplate.search.
package com.acme.facilities.reception;

import java.util.List;
import java.util.Optional;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.Attributes;
import org.springframework.http.ResponseEntity;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.filter.AndFilter;
import org.springframework.ldap.filter.EqualsFilter;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record Employee(String uid, String displayName, String department) {}

record BadgeScan(String badge, String kioskId) {}

@Repository
class StaffDirectory {
    private static final AttributesMapper<Employee> EMPLOYEE = attrs -> new Employee(
            text(attrs, "uid"), text(attrs, "cn"), text(attrs, "departmentNumber"));

    private final LdapTemplate ldap;

    StaffDirectory(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    private static String text(Attributes attrs, String name) throws NamingException {
        Attribute attr = attrs.get(name);
        return attr == null ? null : (String) attr.get();
    }

    Optional<Employee> byBadge(String badge) {
        AndFilter filter = new AndFilter()
                .and(new EqualsFilter("objectClass", "person"))
                .and(new EqualsFilter("employeeNumber", badge));
        List<Employee> found = ldap.search("ou=staff", filter.encode(), EMPLOYEE);
        return found.stream().findFirst();
    }
}

@RestController
class BadgeScanController {
    private final StaffDirectory directory;

    BadgeScanController(StaffDirectory directory) {
        this.directory = directory;
    }

    @PostMapping("/api/reception/scans")
    ResponseEntity<Employee> scan(@RequestBody BadgeScan scan) {
        return directory.byBadge(scan.badge().trim())
                .map(ResponseEntity::ok)
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
