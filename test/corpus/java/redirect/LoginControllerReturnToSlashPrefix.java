// corpus: CWE-601 vulnerable — the returnTo field of the login form is only required to start with "/", so "//evil.example" passes and is returned as "redirect:" + returnTo.
package com.acme.portal.auth;

import javax.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.stereotype.Service;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

class LoginForm {
    private String username;
    private String password;
    private String returnTo;

    public String getUsername() { return username; }
    public void setUsername(String username) { this.username = username; }
    public String getPassword() { return password; }
    public void setPassword(String password) { this.password = password; }
    public String getReturnTo() { return returnTo; }
    public void setReturnTo(String returnTo) { this.returnTo = returnTo; }
}

@Controller
class LoginController {
    private final CredentialService credentials;
    private final ReturnPathHelper returnPaths;

    LoginController(CredentialService credentials, ReturnPathHelper returnPaths) {
        this.credentials = credentials;
        this.returnPaths = returnPaths;
    }

    @GetMapping("/login")
    public String form(@RequestParam(required = false) String returnTo, Model model) {
        LoginForm form = new LoginForm();
        form.setReturnTo(returnTo);
        model.addAttribute("form", form);
        return "login";
    }

    @PostMapping("/login")
    public String submit(@ModelAttribute("form") LoginForm form, HttpSession session, Model model) {
        if (!credentials.check(form.getUsername(), form.getPassword())) {
            model.addAttribute("error", "Invalid username or password");
            return "login";
        }
        session.setAttribute("user", form.getUsername());
        return "redirect:" + returnPaths.afterLogin(form.getReturnTo());
    }
}

@Service
class ReturnPathHelper {
    private static final String HOME = "/dashboard";

    String afterLogin(String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return HOME;
        }
        if (!returnTo.startsWith("/")) {
            return HOME;
        }
        return returnTo;
    }
}

interface CredentialService {
    boolean check(String username, String password);
}
