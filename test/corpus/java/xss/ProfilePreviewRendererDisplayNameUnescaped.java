// corpus: CWE-79 vulnerable — the HTML preview renderer escapes bio and website but writes the form's displayName raw into the text/html @ResponseBody.
package com.acme.community.profile;

import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

class ProfileForm {
    private String displayName;
    private String bio;
    private String website;
    private int age;

    public String getDisplayName() { return displayName; }
    public void setDisplayName(String displayName) { this.displayName = displayName; }
    public String getBio() { return bio; }
    public void setBio(String bio) { this.bio = bio; }
    public String getWebsite() { return website; }
    public void setWebsite(String website) { this.website = website; }
    public int getAge() { return age; }
    public void setAge(int age) { this.age = age; }
}

@Controller
class ProfilePreviewController {
    private final ProfileCardRenderer renderer;

    ProfilePreviewController(ProfileCardRenderer renderer) {
        this.renderer = renderer;
    }

    @PostMapping(value = "/profile/preview", produces = MediaType.TEXT_HTML_VALUE)
    @ResponseBody
    public String preview(@ModelAttribute ProfileForm form) {
        return renderer.render(form);
    }
}

@Component
class ProfileCardRenderer {
    String render(ProfileForm form) {
        StringBuilder html = new StringBuilder();
        html.append("<div class=\"profile-card\">");
        html.append("<h2 class=\"name\">").append(displayName(form)).append("</h2>");
        if (form.getAge() > 0) {
            html.append("<span class=\"age\">").append(form.getAge()).append("</span>");
        }
        if (form.getBio() != null) {
            html.append("<p class=\"bio\">").append(HtmlUtils.htmlEscape(form.getBio())).append("</p>");
        }
        if (form.getWebsite() != null && form.getWebsite().startsWith("https://")) {
            String site = HtmlUtils.htmlEscape(form.getWebsite());
            html.append("<a rel=\"nofollow\" href=\"").append(site).append("\">").append(site).append("</a>");
        }
        html.append("</div>");
        return html.toString();
    }

    private static String displayName(ProfileForm form) {
        String name = form.getDisplayName();
        if (name == null || name.isBlank()) {
            return "Anonymous";
        }
        return name.length() > 60 ? name.substring(0, 60) + "…" : name;
    }
}
