// corpus: CWE-601 vulnerable — the "continue" URL posted with the checkout form is only stripped and defaulted by a helper before it becomes a "redirect:" view name, so an absolute URL to another site is followed after payment.
package com.acme.shop.checkout;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

final class ReturnTargets {
    private ReturnTargets() {}

    static String orDefault(String requested, String fallback) {
        if (requested == null) {
            return fallback;
        }
        String target = requested.strip();
        return target.isEmpty() ? fallback : target;
    }
}

interface CheckoutService {
    /** Captures the payment and returns the new order number. */
    String complete(long cartId, String paymentToken);
}

@Controller
@RequestMapping("/checkout")
class CheckoutController {
    private final CheckoutService checkout;

    CheckoutController(CheckoutService checkout) {
        this.checkout = checkout;
    }

    @PostMapping("/complete")
    String complete(@RequestParam long cartId,
                    @RequestParam String paymentToken,
                    @RequestParam(name = "continue", required = false) String continueUrl,
                    RedirectAttributes flash) {
        String orderNumber = checkout.complete(cartId, paymentToken);
        flash.addFlashAttribute("orderNumber", orderNumber);
        String target = ReturnTargets.orDefault(continueUrl, "/orders/" + orderNumber);
        return "redirect:" + target;
    }
}
