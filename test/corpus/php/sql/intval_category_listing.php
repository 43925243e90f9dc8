// corpus: CWE-89 safe — the category and page parameters are converted with intval() before being concatenated into the query.
<?php
$conn = mysqli_connect('localhost', 'shop', getenv('SHOP_DB_PASS'), 'shop');

$category = intval($_GET['cat'] ?? 0);
$page = max(1, intval($_GET['page'] ?? 1));
$offset = ($page - 1) * 24;

$sql = 'SELECT id, name, price FROM products WHERE category_id = ' . $category
     . ' AND visible = 1 ORDER BY name LIMIT 24 OFFSET ' . $offset;
$result = mysqli_query($conn, $sql);

echo '<ul class="products">';
while ($row = mysqli_fetch_assoc($result)) {
    echo '<li>' . htmlspecialchars($row['name'], ENT_QUOTES) . ' — ' . number_format($row['price'], 2) . '</li>';
}
echo '</ul>';
