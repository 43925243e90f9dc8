// corpus: CWE-89 vulnerable — the path variable is formatted into SQL with String.format and run through JdbcTemplate.queryForObject.
package com.acme.teams;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TeamStatsController {
    private final JdbcTemplate jdbc;

    public TeamStatsController(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    @GetMapping("/teams/{slug}/members/count")
    public Integer memberCount(@PathVariable("slug") String slug) {
        String query = String.format("SELECT COUNT(*) FROM team_members m JOIN teams t ON t.id = m.team_id WHERE t.slug = '%s'", slug);
        return jdbc.queryForObject(query, Integer.class);
    }
}
