// corpus: CWE-98 safe — a match expression turns the step parameter into one of three constant file names before include.
<?php
session_start();

function step_template(string $step): string
{
    return match ($step) {
        'address' => 'checkout/address.php',
        'payment' => 'checkout/payment.php',
        'review' => 'checkout/review.php',
        default => 'checkout/cart.php',
    };
}

$step = (string) ($_GET['step'] ?? 'cart');
$_SESSION['checkout_step'] = $step;

include __DIR__ . '/templates/' . step_template($step);
