// corpus: CWE-79 safe — the request values printed are intval/number_format numbers or a ticket type that must be one of the fixed price keys.
<?php

const TICKET_PRICES = ['adult' => 12.5, 'child' => 6.0, 'senior' => 9.0];

function parse_quantity(mixed $raw): int
{
    return max(0, min(99, intval($raw)));
}

function ticket_type(mixed $raw): string
{
    return is_string($raw) && isset(TICKET_PRICES[$raw]) ? $raw : 'adult';
}

$qty = parse_quantity($_GET['qty'] ?? 1);
$type = ticket_type($_GET['type'] ?? 'adult');
$unit = TICKET_PRICES[$type];

echo '<p>You are ordering ' . $qty . ' ' . $type . ' tickets.</p>';
echo '<p>Total: ' . number_format($qty * $unit, 2) . ' EUR</p>';
echo '<form method="post" action="/checkout.php">';
echo '<input type="hidden" name="qty" value="' . $qty . '">';
echo '<input type="hidden" name="type" value="' . $type . '">';
echo '<button>Continue to payment</button></form>';
