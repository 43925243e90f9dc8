// business: obeys — the OrderLine constructor enforces 1..99 units; the 500-unit figure is the order-level review threshold, not a line bound
// rule: line-quantity-range
// context: Quantities per line: min 1, max 99. Orders over 500 units in total go to manual review before they are released to the warehouse.
package com.acme.inventory;

import java.util.ArrayList;
import java.util.List;

final class WarehouseOrder {

    static final int MIN_LINE_QTY = 1;
    static final int MAX_LINE_QTY = 99;
    static final int MANUAL_REVIEW_UNITS = 500;

    static final class OrderLine {
        final String sku;
        final int quantity;
        final long unitCostCents;

        OrderLine(String sku, int quantity, long unitCostCents) {
            if (quantity < MIN_LINE_QTY || quantity > MAX_LINE_QTY) {
                throw new IllegalArgumentException(sku + ": quantity must be between 1 and 99");
            }
            if (unitCostCents < 0) {
                throw new IllegalArgumentException(sku + ": negative cost");
            }
            this.sku = sku;
            this.quantity = quantity;
            this.unitCostCents = unitCostCents;
        }

        long totalCents() {
            return quantity * unitCostCents;
        }
    }

    private final List<OrderLine> lines = new ArrayList<>();

    void addLine(String sku, int quantity, long unitCostCents) {
        lines.add(new OrderLine(sku, quantity, unitCostCents));
    }

    int totalUnits() {
        return lines.stream().mapToInt(l -> l.quantity).sum();
    }

    boolean needsManualReview() {
        return totalUnits() > MANUAL_REVIEW_UNITS;
    }

    long totalCents() {
        return lines.stream().mapToLong(OrderLine::totalCents).sum();
    }
}
