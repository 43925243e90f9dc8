// corpus: CWE-79 safe — the exception message that embeds the coupon code is passed through htmlentities before being printed.
<?php

final class CouponException extends RuntimeException
{
}

function apply_coupon(string $code): float
{
    $known = ['SPRING10' => 0.10, 'STAFF25' => 0.25];
    if (!isset($known[$code])) {
        throw new CouponException("Coupon {$code} is not valid");
    }
    return $known[$code];
}

try {
    $discount = apply_coupon(strtoupper($_POST['coupon'] ?? ''));
    echo '<p>Discount applied: ' . ($discount * 100) . '%</p>';
} catch (CouponException $e) {
    echo '<p class="error">' . htmlentities($e->getMessage(), ENT_QUOTES, 'UTF-8') . '</p>';
}
