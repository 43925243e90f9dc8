<?php
// business: violation — the quantity from the request is cast to int and priced with no check of the 1–99 range
// rule: line-quantity-range
// context: Per order line, the quantity can't be less than 1 or more than 99. Stock is reserved when the order is placed, not when the line is added.
// expect: generic.business_logic.bound-unchecked

declare(strict_types=1);

namespace App\Inventory;

final class StockLine
{
    public function __construct(
        public readonly string $sku,
        public readonly int $quantity,
        public readonly int $unitPriceCents,
        public readonly int $totalCents,
    ) {
    }
}

final class OrderLineController
{
    public function __construct(private readonly \PDO $db)
    {
    }

    private function unitPriceCents(string $sku): int
    {
        $stmt = $this->db->prepare('SELECT price_cents FROM products WHERE sku = ?');
        $stmt->execute([$sku]);
        $price = $stmt->fetchColumn();
        if ($price === false || (int) $price < 0) {
            throw new \DomainException("unknown or invalid product {$sku}");
        }
        return (int) $price;
    }

    public function addLine(array $request): StockLine
    {
        $sku = (string) ($request['sku'] ?? '');
        $quantity = (int) ($request['qty'] ?? 1);
        $price = $this->unitPriceCents($sku);

        $line = new StockLine($sku, $quantity, $price, $price * $quantity); // expect-line
        $stmt = $this->db->prepare('INSERT INTO order_lines (sku, qty, total_cents) VALUES (?, ?, ?)');
        $stmt->execute([$line->sku, $line->quantity, $line->totalCents]);
        return $line;
    }
}
