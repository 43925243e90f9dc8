// corpus: CWE-502 safe — the cart cookie is parsed with json_decode into plain arrays, which cannot instantiate objects.
<?php

function load_cart(): array
{
    $raw = $_COOKIE['cart'] ?? '[]';
    $items = json_decode($raw, true, 4);
    if (!is_array($items)) {
        return [];
    }
    return array_filter($items, fn ($i) => is_array($i) && isset($i['sku'], $i['qty']));
}

$count = array_sum(array_map(fn ($i) => (int) $i['qty'], load_cart()));
echo '<span class="cart-count">' . $count . '</span>';

function save_cart(array $items): void
{
    setcookie('cart', json_encode(array_values($items)), ['expires' => time() + 86400 * 7, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
}
