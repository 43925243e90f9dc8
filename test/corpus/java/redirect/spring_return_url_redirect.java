// corpus: CWE-601 vulnerable — the Spring handler returns "redirect:" joined with the returnUrl request parameter.
package com.acme.shop;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class CheckoutCompleteController {
    @PostMapping("/checkout/complete")
    public String complete(@RequestParam(value = "returnUrl", defaultValue = "/orders") String returnUrl) {
        String target = returnUrl.trim();
        return "redirect:" + target;
    }
}
