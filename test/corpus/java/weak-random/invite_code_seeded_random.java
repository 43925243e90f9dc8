// corpus: CWE-330 vulnerable — team invite codes come from a Random seeded with the current time, so they can be reproduced.
package com.acme.teams;

import java.util.Random;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TeamInviteController {
    interface InviteRepository {
        void save(String team, String code);
    }

    private final InviteRepository invites;

    public TeamInviteController(InviteRepository invites) {
        this.invites = invites;
    }

    @PostMapping("/teams/{team}/invites")
    public String create(@PathVariable String team) {
        Random generator = new Random(System.currentTimeMillis());
        String code = Integer.toString(Math.abs(generator.nextInt()), 36).toUpperCase();
        invites.save(team, code);
        return code;
    }
}
