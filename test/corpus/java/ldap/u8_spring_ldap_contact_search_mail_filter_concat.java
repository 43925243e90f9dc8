// corpus: CWE-90 vulnerable — the e-mail address from the contact search is lower-cased by the service and concatenated into the filter string handed to LdapTemplate.search, so "*)(uid=*" style input rewrites the filter.
package com.acme.directory.contacts;

import java.util.List;
import java.util.Locale;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.Attributes;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record Contact(String uid, String displayName, String mail, String phone) {}

@Repository
class ContactDirectory {
    private static final AttributesMapper<Contact> CONTACT = attrs -> new Contact(
            text(attrs, "uid"), text(attrs, "cn"), text(attrs, "mail"), text(attrs, "telephoneNumber"));

    private final LdapTemplate ldap;

    ContactDirectory(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    private static String text(Attributes attrs, String name) throws NamingException {
        Attribute attr = attrs.get(name);
        return attr == null ? null : (String) attr.get();
    }

    List<Contact> byMail(String mail) {
        String filter = "(&(objectClass=inetOrgPerson)(mail=" + mail + "))";
        return ldap.search("ou=people", filter, CONTACT);
    }
}

@Service
class ContactSearchService {
    private final ContactDirectory directory;

    ContactSearchService(ContactDirectory directory) {
        this.directory = directory;
    }

    List<Contact> find(String mail) {
        return directory.byMail(mail.trim().toLowerCase(Locale.ROOT));
    }
}

@RestController
class ContactSearchController {
    private final ContactSearchService service;

    ContactSearchController(ContactSearchService service) {
        this.service = service;
    }

    @GetMapping("/api/contacts")
    List<Contact> search(@RequestParam String mail) {
        return service.find(mail);
    }
}
