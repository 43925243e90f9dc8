// corpus: CWE-79 safe — the display name and bio from the profile update form are passed through HtmlUtils.htmlEscape before being placed in the HTML fragment returned as text/html.
package com.acme.social.profile;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

class ProfileForm {
    private String displayName;
    private String bio;

    public String getDisplayName() { return displayName; }
    public void setDisplayName(String displayName) { this.displayName = displayName; }
    public String getBio() { return bio; }
    public void setBio(String bio) { this.bio = bio; }
}

@Component
class ProfileCardRenderer {
    String card(ProfileForm form) {
        String name = HtmlUtils.htmlEscape(form.getDisplayName() == null ? "" : form.getDisplayName());
        String bio = HtmlUtils.htmlEscape(form.getBio() == null ? "" : form.getBio());
        return "<div class=\"profile-card\"><h2>" + name + "</h2><p>" + bio + "</p></div>";
    }
}

@RestController
class ProfilePreviewController {
    private final ProfileCardRenderer renderer;
    private final Map<String, String> drafts = new ConcurrentHashMap<>();

    ProfilePreviewController(ProfileCardRenderer renderer) {
        this.renderer = renderer;
    }

    @PostMapping(value = "/profile/preview", produces = MediaType.TEXT_HTML_VALUE)
    String preview(@ModelAttribute ProfileForm form) {
        String html = renderer.card(form);
        drafts.put("last", html);
        return html;
    }
}
