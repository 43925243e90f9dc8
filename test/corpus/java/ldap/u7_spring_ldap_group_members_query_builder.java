// corpus: CWE-90 safe — the group name path variable is passed to LdapQueryBuilder's is(), which escapes filter metacharacters, and the member lookup builds the group DN with LdapNameBuilder and compares it through an EqualsFilter that encodes its value.
package com.acme.people.groups;

import java.util.List;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import org.springframework.ldap.core.AttributesMapper;
import org.springframework.ldap.core.LdapTemplate;
import org.springframework.ldap.filter.AndFilter;
import org.springframework.ldap.filter.EqualsFilter;
import org.springframework.ldap.support.LdapNameBuilder;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import static org.springframework.ldap.query.LdapQueryBuilder.query;

record GroupMember(String uid, String displayName) {}

@Repository
class GroupDirectory {
    private final LdapTemplate ldap;

    GroupDirectory(LdapTemplate ldap) {
        this.ldap = ldap;
    }

    List<String> memberDns(String groupName) {
        return ldap.search(
                query().base("ou=groups")
                        .attributes("member")
                        .where("objectClass").is("groupOfNames")
                        .and("cn").is(groupName),
                (AttributesMapper<List<String>>) attrs -> values(attrs, "member"))
                .stream()
                .flatMap(List::stream)
                .toList();
    }

    List<GroupMember> activeMembers(String groupName) {
        AndFilter filter = new AndFilter()
                .and(new EqualsFilter("objectClass", "inetOrgPerson"))
                .and(new EqualsFilter("memberOf", groupDn(groupName)))
                .and(new EqualsFilter("accountStatus", "active"));
        return ldap.search("ou=people", filter.encode(),
                (AttributesMapper<GroupMember>) attrs -> new GroupMember(
                        (String) attrs.get("uid").get(), (String) attrs.get("displayName").get()));
    }

    private static String groupDn(String groupName) {
        return LdapNameBuilder.newInstance("ou=groups,dc=acme,dc=example")
                .add("cn", groupName)
                .build()
                .toString();
    }

    private static List<String> values(Attributes attrs, String name) throws NamingException {
        var attr = attrs.get(name);
        if (attr == null) {
            return List.of();
        }
        var all = attr.getAll();
        var out = new java.util.ArrayList<String>();
        while (all.hasMore()) {
            out.add(all.next().toString());
        }
        return out;
    }
}

@RestController
class GroupController {
    private final GroupDirectory directory;

    GroupController(GroupDirectory directory) {
        this.directory = directory;
    }

    @GetMapping("/groups/{name}/members")
    List<GroupMember> members(@PathVariable String name) {
        return directory.activeMembers(name);
    }

    @GetMapping("/groups/{name}/member-dns")
    List<String> memberDns(@PathVariable String name) {
        return directory.memberDns(name);
    }
}
