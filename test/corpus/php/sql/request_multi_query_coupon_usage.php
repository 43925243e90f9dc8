// corpus: CWE-89 vulnerable — the coupon code from $_REQUEST is concatenated into a mysqli multi_query batch, allowing stacked statements.
<?php
$mysqli = new mysqli('localhost', 'shop', getenv('SHOP_DB_PASS'), 'shop');

$code = strtoupper(trim($_REQUEST['coupon'] ?? ''));
$orderId = (int) ($_REQUEST['order'] ?? 0);

$batch = "UPDATE coupons SET uses = uses + 1 WHERE code = '" . $code . "';"
       . "UPDATE orders SET coupon_code = '" . $code . "' WHERE id = " . $orderId . ';';

if (!$mysqli->multi_query($batch)) {
    http_response_code(500);
    exit('could not apply coupon');
}
do {
    if ($res = $mysqli->store_result()) {
        $res->free();
    }
} while ($mysqli->more_results() && $mysqli->next_result());

header('Location: /checkout.php?order=' . $orderId);
