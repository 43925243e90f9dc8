// context: Quantity must be at least 1 and at most 99.
import java.util.HashMap;
import java.util.Map;

class Cart {
    private final Map<String, Integer> lines = new HashMap<>();

    long lineTotal(long unitPriceCents, int quantity) {
        if (quantity < 1 || quantity > 99) throw new IllegalArgumentException("quantity must be between 1 and 99");
        // ruleid: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }

    long lineTotalChecked(long unitPriceCents, int quantity) {
        if (quantity < 1 || quantity > 99) {
            throw new IllegalArgumentException("quantity must be between 1 and 99");
        }
        // ok: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }

    void addUnits(String sku, int quantity) {
        if (quantity > 99) throw new IllegalArgumentException("quantity must be between 1 and 99");
        if (quantity < 1) {
            throw new IllegalArgumentException("quantity must be at least 1");
        }
        int current = lines.getOrDefault(sku, 0);
        // ruleid: generic.business_logic.bound-unchecked
        lines.put(sku, current + quantity);
    }

    private long subtotal(long unitPriceCents, int quantity) {
        // ok: generic.business_logic.bound-unchecked
        return unitPriceCents * quantity;
    }
}
