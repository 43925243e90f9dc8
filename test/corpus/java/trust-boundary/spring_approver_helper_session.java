// corpus: CWE-501 vulnerable — a helper copies the approver request parameter into the HttpSession without validation.
package com.acme.expenses;

import javax.servlet.http.HttpSession;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class ApprovalDelegateController {
    @PostMapping("/expenses/delegate")
    public String delegate(@RequestParam("approver") String approver, HttpSession session) {
        rememberApprover(session, approver.trim());
        return "redirect:/expenses";
    }

    private void rememberApprover(HttpSession session, String approver) {
        session.setAttribute("delegatedApprover", approver);
    }
}
