// corpus: CWE-501 safe — the posted shipping method is only used as a key into the server's own rate table; the session receives the method name and fee from that table, never the posted values.
<?php

declare(strict_types=1);

session_start();

const SHIPPING_RATES = [
    'standard' => ['fee_cents' => 495, 'eta' => '3-5 days'],
    'express' => ['fee_cents' => 1250, 'eta' => 'next day'],
    'pickup' => ['fee_cents' => 0, 'eta' => 'ready in 2 hours'],
];

function chosen_rate(string $method): ?array
{
    if (!array_key_exists($method, SHIPPING_RATES)) {
        return null;
    }
    return ['method' => $method] + SHIPPING_RATES[$method];
}

function remember_shipping(array $rate): void
{
    $_SESSION['checkout']['shipping'] = [
        'method' => $rate['method'],
        'fee_cents' => $rate['fee_cents'],
        'eta' => $rate['eta'],
    ];
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    if (!hash_equals($_SESSION['csrf'] ?? '', (string) ($_POST['csrf'] ?? ''))) {
        http_response_code(403);
        exit('Invalid form token');
    }

    $rate = chosen_rate((string) ($_POST['shipping_method'] ?? ''));
    if ($rate === null) {
        http_response_code(422);
        exit('Unknown shipping method');
    }

    remember_shipping($rate);
    $_SESSION['checkout']['step'] = 'payment';
    header('Location: /checkout/payment.php');
    exit;
}
?>
<form method="post">
    <input type="hidden" name="csrf" value="<?= htmlspecialchars($_SESSION['csrf'] ?? '', ENT_QUOTES) ?>">
    <?php foreach (SHIPPING_RATES as $method => $rate): ?>
        <label>
            <input type="radio" name="shipping_method" value="<?= htmlspecialchars($method, ENT_QUOTES) ?>">
            <?= htmlspecialchars(ucfirst($method)) ?> (<?= number_format($rate['fee_cents'] / 100, 2) ?> EUR)
        </label>
    <?php endforeach; ?>
    <button type="submit">Continue to payment</button>
</form>
