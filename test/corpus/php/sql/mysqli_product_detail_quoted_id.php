// corpus: CWE-89 vulnerable — the id query parameter is interpolated inside quotes in a mysqli_query string.
<?php
require __DIR__ . '/../config/db.php';

$conn = mysqli_connect(DB_HOST, DB_USER, DB_PASS, 'shop');
if (!$conn) {
    http_response_code(500);
    exit('database unavailable');
}

$id = $_GET['id'] ?? '';
$result = mysqli_query($conn, "SELECT id, name, price, stock FROM products WHERE id = '$id' AND active = 1");
$product = mysqli_fetch_assoc($result);

if (!$product) {
    http_response_code(404);
    echo 'Product not found';
    exit;
}
?>
<h1><?= htmlspecialchars($product['name'], ENT_QUOTES) ?></h1>
<p>Price: <?= number_format((float) $product['price'], 2) ?> EUR</p>
<p><?= (int) $product['stock'] > 0 ? 'In stock' : 'Sold out' ?></p>
