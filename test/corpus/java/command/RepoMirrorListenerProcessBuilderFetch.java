// corpus: CWE-78 safe — the queue message only selects a repository id whose remote URL comes from the database, and git runs via a ProcessBuilder argument list with a regex-checked branch after "--".
package com.acme.devtools.mirror;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;

record MirrorRequest(long repositoryId, String branch, String requestedBy) {}

record MirroredRepository(long id, String remoteUrl, String slug) {}

@Component
class MirrorRequestListener {
    private final MirrorService mirrorService;

    MirrorRequestListener(MirrorService mirrorService) {
        this.mirrorService = mirrorService;
    }

    @RabbitListener(queues = "mirror.requests")
    public void onMessage(MirrorRequest request) throws IOException, InterruptedException {
        mirrorService.fetch(request);
    }
}

@Service
class MirrorService {
    private static final Pattern BRANCH = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._/-]{0,99}");
    private static final Path WORK_ROOT = Paths.get("/srv/mirrors");
    private final MirrorRepository repositories;

    MirrorService(MirrorRepository repositories) {
        this.repositories = repositories;
    }

    void fetch(MirrorRequest request) throws IOException, InterruptedException {
        MirroredRepository repo = repositories.findById(request.repositoryId());
        String branch = request.branch() == null ? "main" : request.branch();
        if (!BRANCH.matcher(branch).matches() || branch.contains("..")) {
            throw new IllegalArgumentException("rejected branch name");
        }
        List<String> command = new ArrayList<>();
        command.add("git");
        command.add("-C");
        command.add(WORK_ROOT.resolve(repo.slug()).toString());
        command.add("fetch");
        command.add("--prune");
        command.add("--");
        command.add(repo.remoteUrl());
        command.add("refs/heads/" + branch);
        Process git = new ProcessBuilder(command).inheritIO().start();
        if (!git.waitFor(5, TimeUnit.MINUTES)) {
            git.destroyForcibly();
        }
    }
}

@Repository
class MirrorRepository {
    private final JdbcTemplate jdbc;

    MirrorRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    MirroredRepository findById(long id) {
        return jdbc.queryForObject(
                "SELECT id, remote_url, slug FROM mirrored_repositories WHERE id = ?",
                (rs, n) -> new MirroredRepository(rs.getLong("id"), rs.getString("remote_url"), rs.getString("slug")),
                id);
    }
}
