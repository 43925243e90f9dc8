// corpus: CWE-601 safe — the redirect is a local /orders/ path and the order id is parsed with UUID.fromString.
package com.acme.shop;

import java.util.UUID;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

@Controller
public class OrderConfirmController {
    @PostMapping("/orders/confirm")
    public String confirm(@RequestParam("orderId") String orderId) {
        UUID id = UUID.fromString(orderId);
        return "redirect:/orders/" + id;
    }
}
