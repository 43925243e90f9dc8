// corpus: CWE-89 safe — the tracking number and email are bound with mysqli prepare/bind_param, never concatenated.
<?php
$mysqli = new mysqli('localhost', 'shop', getenv('SHOP_DB_PASS'), 'shop');
$mysqli->set_charset('utf8mb4');

$tracking = $_POST['tracking'] ?? '';
$email = $_POST['email'] ?? '';

$stmt = $mysqli->prepare(
    'SELECT o.id, o.status, o.shipped_at FROM orders o JOIN customers c ON c.id = o.customer_id
     WHERE o.tracking_number = ? AND c.email = ?'
);
$stmt->bind_param('ss', $tracking, $email);
$stmt->execute();
$order = $stmt->get_result()->fetch_assoc();
$stmt->close();

if ($order === null) {
    echo '<p>No order matches that tracking number and email.</p>';
    return;
}
?>
<dl>
  <dt>Status</dt><dd><?= htmlspecialchars($order['status'], ENT_QUOTES) ?></dd>
  <dt>Shipped</dt><dd><?= htmlspecialchars($order['shipped_at'] ?? 'not yet', ENT_QUOTES) ?></dd>
</dl>
