<?php
// business: obeys — PurchaseOrderLine's constructor enforces 1..500 units, so every line that reaches the order is within range; the 20-open-orders limit is checked separately
// rule: line-quantity-range
// context: Each line on a purchase order must have a quantity between 1 and 500 units. A supplier can have up to 20 open purchase orders. Unit costs are in cents.

declare(strict_types=1);

namespace App\Purchasing;

final class PurchaseOrderLine
{
    public const MIN_QTY = 1;
    public const MAX_QTY = 500;

    public function __construct(
        public readonly string $sku,
        public readonly int $quantity,
        public readonly int $unitCostCents,
    ) {
        if ($quantity < self::MIN_QTY || $quantity > self::MAX_QTY) {
            throw new \RangeException("quantity for {$sku} must be between 1 and 500");
        }
        if ($unitCostCents < 0) {
            throw new \RangeException("unit cost for {$sku} must not be negative");
        }
    }

    public function totalCents(): int
    {
        return $this->quantity * $this->unitCostCents;
    }
}

final class PurchaseOrderService
{
    private const MAX_OPEN_ORDERS = 20;

    public function __construct(private readonly PurchaseOrders $orders)
    {
    }

    /** @param list<array{sku: string, quantity: int, unit_cost_cents: int}> $rows */
    public function raise(string $supplierId, array $rows): int
    {
        if ($this->orders->openCount($supplierId) >= self::MAX_OPEN_ORDERS) {
            throw new \RuntimeException('supplier already has 20 open purchase orders');
        }
        $lines = array_map(
            static fn (array $r): PurchaseOrderLine => new PurchaseOrderLine($r['sku'], (int) $r['quantity'], (int) $r['unit_cost_cents']),
            $rows,
        );
        return $this->orders->create($supplierId, $lines);
    }
}

interface PurchaseOrders
{
    public function openCount(string $supplierId): int;

    /** @param list<PurchaseOrderLine> $lines */
    public function create(string $supplierId, array $lines): int;
}
