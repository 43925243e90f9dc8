<?php
function line_total(int $unitCents, int $quantity): int
{
    if ($quantity < 0) {
        throw new InvalidArgumentException('$quantity must not be negative');
    }
    // ruleid: generic.business_logic.negative-quantity-unchecked
    return $unitCents * $quantity;
}

function checked_total(int $unitCents, int $quantity): int
{
    if ($quantity < 0) {
        throw new InvalidArgumentException('quantity must not be negative');
    }
    // ok: generic.business_logic.negative-quantity-unchecked
    return $unitCents * $quantity;
}
