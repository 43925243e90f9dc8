// corpus: CWE-704 safe — the parsing helper rejects any amount that is not a finite number before the daily-limit comparison, so NaN and Infinity never reach the limit check.
package com.acme.banking.atm;

import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

interface CardLedger {
    double withdrawnToday(long cardId);

    void withdraw(long cardId, double amount);
}

@RestController
class WithdrawalController {
    private final WithdrawalService service;

    WithdrawalController(WithdrawalService service) {
        this.service = service;
    }

    @PostMapping("/api/cards/{cardId}/withdrawals")
    Map<String, Object> withdraw(@PathVariable long cardId, @RequestParam("amount") String amount) {
        double value = Amounts.parseFinite(amount);
        double remaining = service.withdraw(cardId, value);
        return Map.of("cardId", cardId, "amount", value, "remainingToday", remaining);
    }
}

final class Amounts {
    private Amounts() {}

    static double parseFinite(String raw) {
        double value;
        try {
            value = Double.parseDouble(raw.trim());
        } catch (NullPointerException | NumberFormatException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "amount is not a number");
        }
        if (!Double.isFinite(value)) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "amount must be finite");
        }
        return value;
    }
}

@Service
class WithdrawalService {
    private static final double DAILY_LIMIT = 1_000.00;
    private final CardLedger ledger;

    WithdrawalService(CardLedger ledger) {
        this.ledger = ledger;
    }

    double withdraw(long cardId, double amount) {
        double used = ledger.withdrawnToday(cardId);
        if (amount <= 0) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "amount must be positive");
        }
        if (used + amount > DAILY_LIMIT) {
            throw new ResponseStatusException(HttpStatus.FORBIDDEN, "daily limit exceeded");
        }
        ledger.withdraw(cardId, amount);
        return DAILY_LIMIT - used - amount;
    }
}
