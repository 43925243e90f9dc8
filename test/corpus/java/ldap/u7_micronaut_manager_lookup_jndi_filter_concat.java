// corpus: CWE-90 vulnerable — the email query value is concatenated into the JNDI search filter without RFC 4515 escaping, so *, ( and ) in it rewrite the filter.
package com.acme.people.directory;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;
import java.util.Hashtable;
import java.util.Optional;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

@Singleton
class DirectoryService {
    private static final String PEOPLE_BASE = "ou=people,dc=acme,dc=example";

    private final Hashtable<String, String> env = new Hashtable<>();

    DirectoryService(@Value("${ldap.url}") String url,
                     @Value("${ldap.bind-dn}") String bindDn,
                     @Value("${ldap.bind-password}") String bindPassword) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
    }

    Optional<String> managerOf(String email) throws NamingException {
        String filter = "(&(objectClass=inetOrgPerson)(mail=" + email + "))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"manager"});
        controls.setCountLimit(1);

        InitialDirContext ctx = new InitialDirContext(env);
        try {
            NamingEnumeration<SearchResult> results = ctx.search(PEOPLE_BASE, filter, controls);
            if (!results.hasMore()) {
                return Optional.empty();
            }
            Attribute manager = results.next().getAttributes().get("manager");
            return manager == null ? Optional.empty() : Optional.of(manager.get().toString());
        } finally {
            ctx.close();
        }
    }
}

@Controller("/directory")
class DirectoryController {
    private final DirectoryService directory;

    DirectoryController(DirectoryService directory) {
        this.directory = directory;
    }

    @Get("/manager")
    HttpResponse<String> manager(@QueryValue String email) throws NamingException {
        return directory.managerOf(email)
                .map(HttpResponse::ok)
                .orElseGet(HttpResponse::notFound);
    }
}
