// corpus: CWE-117 vulnerable — the coupon code parameter is formatted into a Log4j error message without neutralising CR/LF.
package com.acme.checkout;

import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class CouponController {
    private static final Logger LOGGER = LogManager.getLogger(CouponController.class);

    @PostMapping("/cart/coupon")
    public ResponseEntity<Void> apply(@RequestParam("code") String code) {
        String message = String.format("coupon rejected: code=%s reason=expired", code);
        LOGGER.error(message);
        return ResponseEntity.unprocessableEntity().build();
    }
}
