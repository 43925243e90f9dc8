// corpus: CWE-501 vulnerable — the shipping method and fee posted from the hidden form fields are stored in $_SESSION and later trusted as the amount added to the order total.
<?php

declare(strict_types=1);

session_start();

function cart_subtotal_cents(array $cart): int
{
    $sum = 0;
    foreach ($cart['lines'] ?? [] as $line) {
        $sum += (int) $line['unit_cents'] * (int) $line['qty'];
    }
    return $sum;
}

function remember_shipping_choice(array $post): void
{
    $_SESSION['checkout']['shipping'] = [
        'method' => $post['shipping_method'] ?? 'standard',
        'fee_cents' => $post['shipping_fee_cents'] ?? 0,
        'eta' => $post['shipping_eta'] ?? '',
    ];
}

function order_total_cents(): int
{
    $cart = $_SESSION['cart'] ?? [];
    $shipping = $_SESSION['checkout']['shipping'] ?? ['fee_cents' => 0];
    return cart_subtotal_cents($cart) + (int) $shipping['fee_cents'];
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!hash_equals($_SESSION['csrf'] ?? '', $_POST['csrf'] ?? '')) {
        http_response_code(403);
        exit('Invalid form token');
    }
    remember_shipping_choice($_POST);
    $_SESSION['order_total_cents'] = order_total_cents();
    header('Location: /checkout/payment.php');
    exit;
}

$options = [
    ['method' => 'standard', 'fee' => 495, 'eta' => '3-5 days'],
    ['method' => 'express', 'fee' => 1250, 'eta' => 'next day'],
];
?>
<form method="post">
    <input type="hidden" name="csrf" value="<?= htmlspecialchars($_SESSION['csrf'] ?? '', ENT_QUOTES) ?>">
    <?php foreach ($options as $opt): ?>
        <label>
            <input type="radio" name="shipping_method" value="<?= $opt['method'] ?>">
            <?= ucfirst($opt['method']) ?> (<?= number_format($opt['fee'] / 100, 2) ?> EUR, <?= $opt['eta'] ?>)
        </label>
    <?php endforeach; ?>
    <input type="hidden" name="shipping_fee_cents" value="495">
    <input type="hidden" name="shipping_eta" value="3-5 days">
    <button type="submit">Continue to payment</button>
</form>
