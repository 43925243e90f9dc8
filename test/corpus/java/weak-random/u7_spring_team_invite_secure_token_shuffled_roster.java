// corpus: CWE-330 safe — invite tokens come from SecureRandom; java.util.Random only shuffles the order in which teammates' avatars are shown on the invite page.
package com.acme.workspace.invites;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record Invite(String token, long workspaceId, String email, Instant expiresAt) {}

interface InviteRepository {
    void save(Invite invite);

    List<String> teammateAvatars(long workspaceId);
}

@Service
class InviteService {
    private static final Duration VALIDITY = Duration.ofDays(7);

    private final SecureRandom tokenRandom = new SecureRandom();
    private final Random displayRandom = new Random();
    private final InviteRepository invites;

    InviteService(InviteRepository invites) {
        this.invites = invites;
    }

    Invite create(long workspaceId, String email) {
        byte[] bytes = new byte[24];
        tokenRandom.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        Invite invite = new Invite(token, workspaceId, email, Instant.now().plus(VALIDITY));
        invites.save(invite);
        return invite;
    }

    List<String> avatarStrip(long workspaceId, int max) {
        List<String> avatars = new ArrayList<>(invites.teammateAvatars(workspaceId));
        Collections.shuffle(avatars, displayRandom);
        return avatars.subList(0, Math.min(max, avatars.size()));
    }
}

@RestController
class InviteController {
    private final InviteService service;

    InviteController(InviteService service) {
        this.service = service;
    }

    @PostMapping("/workspaces/{id}/invites")
    String invite(@PathVariable long id, @RequestParam String email) {
        return service.create(id, email).token();
    }

    @GetMapping("/workspaces/{id}/invite-page/avatars")
    List<String> avatars(@PathVariable long id) {
        return service.avatarStrip(id, 8);
    }
}
