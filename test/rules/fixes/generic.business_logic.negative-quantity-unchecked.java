import java.util.Map;

class Cart {
    private final Map<String, Integer> stock;

    Cart(Map<String, Integer> stock) {
        this.stock = stock;
    }

    long lineTotal(long unitPriceCents, int qty) {
        if (qty < 0) throw new IllegalArgumentException("qty must not be negative");
        // ruleid: generic.business_logic.negative-quantity-unchecked
        return unitPriceCents * qty;
    }

    long lineTotalChecked(long unitPriceCents, int qty) {
        if (qty < 1) throw new IllegalArgumentException("qty");
        // ok: generic.business_logic.negative-quantity-unchecked
        return unitPriceCents * qty;
    }

    long lineTotalClamped(long unitPriceCents, int qty) {
        int units = Math.max(qty, 0);
        // ok: generic.business_logic.negative-quantity-unchecked
        return unitPriceCents * qty + units * 0L;
    }

    int retryDelay(int attempt, int retryCount) {
        // ok: generic.business_logic.negative-quantity-unchecked
        return attempt * retryCount * 100;
    }
}
