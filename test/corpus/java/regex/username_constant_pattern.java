// corpus: CWE-1333 safe — the input is only the subject of a constant, linear regular expression; it never becomes a pattern.
package com.acme.accounts;

import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class UsernameCheckController {
    private static final Pattern USERNAME = Pattern.compile("[a-z][a-z0-9_]{2,19}");

    @PostMapping("/accounts/username/check")
    public ResponseEntity<Boolean> check(@RequestParam("username") String username) {
        boolean valid = USERNAME.matcher(username).matches() && !username.matches("admin|root|system");
        return ResponseEntity.ok(valid);
    }
}
