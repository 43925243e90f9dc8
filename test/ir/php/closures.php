<?php
function totals(array $orders, float $rate): array
{
    $sum = 0;
    $byCustomer = [];
    foreach ($orders as $key => ['customer' => $customer, 'amount' => $amount]) {
        $byCustomer[$customer] = ($byCustomer[$customer] ?? 0) + $amount;
        $sum += $amount;
    }
    foreach ($orders as &$order) {
        $order['tax'] = $order['amount'] * $rate;
    }
    [$first, , $third] = array_values($byCustomer);
    list('a' => $a, 'b' => list($b1, $b2)) = ['a' => 1, 'b' => [2, 3]];
    $scale = fn (float $x): float => $x * $rate;
    $format = function (string $label) use ($sum, &$byCustomer): string {
        return $label . ': ' . $sum . count($byCustomer);
    };
    $nested = static fn ($v) => fn ($w) => $v . $w;
    try {
        $result = array_map($scale, $byCustomer);
    } catch (TypeError | ValueError $e) {
        $result = [];
    } finally {
        $done = true;
    }
    switch ($first) {
        case 1:
        case 2:
            $tier = 'low';
            break;
        default:
            $tier = 'high';
    }
    for ($i = 0, $j = 10; $i < $j; $i++, $j--) {
        $sum -= $i;
    }
    do {
        $sum--;
    } while ($sum > 100);
    return [$result, $format('total'), $nested(1)(2), $third, $a, $b1, $b2, $tier, $done, $key ?? null, $user?->name];
}
