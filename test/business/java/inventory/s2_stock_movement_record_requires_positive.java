// business: obeys — the StockMovement record rejects quantities below one in its compact constructor, and a reservation is also refused when it would take available stock below zero
// rule: stock-never-negative
// context: Available stock can never go below zero. Reserving units for an order and releasing them on cancellation always moves a positive number of units. Stock levels are synced to the storefront every five minutes.
package com.acme.inventory;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

final class StockBook {

    record StockMovement(String sku, int quantity) {
        StockMovement {
            Objects.requireNonNull(sku, "sku");
            if (quantity < 1) {
                throw new IllegalArgumentException("a stock movement is at least one unit, got " + quantity);
            }
        }
    }

    static final class InsufficientStock extends RuntimeException {
        InsufficientStock(String sku, int available, int requested) {
            super(sku + ": " + requested + " requested, " + available + " available");
        }
    }

    private final Map<String, Integer> available = new HashMap<>();

    synchronized void reserve(StockMovement movement) {
        int onHand = available.getOrDefault(movement.sku(), 0);
        if (movement.quantity() > onHand) {
            throw new InsufficientStock(movement.sku(), onHand, movement.quantity());
        }
        available.put(movement.sku(), onHand - movement.quantity());
    }

    synchronized void release(StockMovement movement) {
        available.merge(movement.sku(), movement.quantity(), Integer::sum);
    }

    void reserveForOrder(String sku, int quantity) {
        reserve(new StockMovement(sku, quantity));
    }

    void releaseCancelled(String sku, int quantity) {
        release(new StockMovement(sku, quantity));
    }
}
