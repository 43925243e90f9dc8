<?php // behaviour: guard clauses reject only the values the business rules forbid: the same results for valid ones
// safe-fixes: generic.business_logic.negative-quantity-unchecked, generic.business_logic.unbounded-percentage
function line_total(int $unitCents, int $quantity): int
{
    return $unitCents * $quantity;
}

function discounted(int $priceCents, int $percent): int
{
    return intdiv($priceCents * (100 - $percent), 100);
}

echo line_total(250, 4), "\n";
echo line_total(199, 0), "\n";
echo discounted(1000, 15), "\n";
echo discounted(999, 100), "\n";
