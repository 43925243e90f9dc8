// corpus: CWE-79 safe — the badge HTML uses a numeric id, a theme picked through an enum, and stored member fields passed through HtmlUtils.htmlEscape.
package com.acme.community.badges;

import java.util.Locale;
import org.springframework.http.MediaType;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

record Member(long id, String displayName, String title, int posts) {}

enum BadgeTheme {
    LIGHT, DARK, CONTRAST;

    static BadgeTheme parse(String value) {
        try {
            return valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException | NullPointerException e) {
            return LIGHT;
        }
    }
}

@RestController
class MemberBadgeController {
    private final MemberBadgeService badges;

    MemberBadgeController(MemberBadgeService badges) {
        this.badges = badges;
    }

    @GetMapping(value = "/members/{id}/badge", produces = MediaType.TEXT_HTML_VALUE)
    public String badge(@PathVariable long id, @RequestParam(required = false) String theme) {
        return badges.render(id, BadgeTheme.parse(theme));
    }
}

@Service
class MemberBadgeService {
    private final MemberRepository members;

    MemberBadgeService(MemberRepository members) {
        this.members = members;
    }

    String render(long id, BadgeTheme theme) {
        Member member = members.findById(id);
        return "<div class=\"badge badge-" + theme.name().toLowerCase(Locale.ROOT) + "\" data-member=\"" + member.id() + "\">"
                + "<strong>" + HtmlUtils.htmlEscape(member.displayName()) + "</strong>"
                + "<em>" + HtmlUtils.htmlEscape(member.title()) + "</em>"
                + "<span>" + member.posts() + " posts</span>"
                + "</div>";
    }
}

@Repository
class MemberRepository {
    private final JdbcTemplate jdbc;

    MemberRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    Member findById(long id) {
        return jdbc.queryForObject(
                "SELECT id, display_name, title, post_count FROM members WHERE id = ?",
                (rs, n) -> new Member(rs.getLong(1), rs.getString(2), rs.getString(3), rs.getInt(4)),
                id);
    }
}
