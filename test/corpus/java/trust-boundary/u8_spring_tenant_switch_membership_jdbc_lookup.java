// corpus: CWE-501 safe — the requested tenant slug is only a bound parameter of a JdbcTemplate membership lookup for the signed-in user; the session receives the tenant id read from the database, and nothing when the user is not a member.
package com.acme.saas.tenancy;

import jakarta.servlet.http.HttpSession;
import java.security.Principal;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Repository
class MembershipRepository {
    private final JdbcTemplate jdbc;

    MembershipRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    Optional<Long> tenantIdFor(String username, String slug) {
        List<Long> ids = jdbc.queryForList(
                "select m.tenant_id from memberships m join tenants t on t.id = m.tenant_id"
                        + " where m.username = ? and t.slug = ? and m.active = true",
                Long.class, username, slug);
        return ids.stream().findFirst();
    }
}

@Controller
class TenantSwitchController {
    private final MembershipRepository memberships;

    TenantSwitchController(MembershipRepository memberships) {
        this.memberships = memberships;
    }

    @PostMapping("/account/switch-tenant")
    String switchTenant(@RequestParam String tenant, Principal principal, HttpSession session) {
        Optional<Long> tenantId = memberships.tenantIdFor(principal.getName(), tenant.trim());
        if (tenantId.isEmpty()) {
            return "redirect:/account/tenants?denied";
        }
        session.setAttribute("activeTenantId", tenantId.get());
        return "redirect:/dashboard";
    }
}
