// corpus: CWE-89 safe — the IN list is built only from "?" markers, one per selected id, and the ids are passed to execute().
<?php

final class CartService
{
    public function __construct(private PDO $pdo)
    {
    }

    /** @param list<string> $skus */
    public function pricesFor(array $skus): array
    {
        if ($skus === []) {
            return [];
        }
        $markers = implode(', ', array_fill(0, count($skus), '?'));
        $stmt = $this->pdo->prepare("SELECT sku, price FROM products WHERE sku IN ($markers)");
        $stmt->execute(array_values($skus));
        return $stmt->fetchAll(PDO::FETCH_KEY_PAIR);
    }
}

$skus = array_filter((array) ($_POST['sku'] ?? []), 'is_string');
$service = new CartService(new PDO('mysql:host=localhost;dbname=shop', 'shop', getenv('SHOP_DB_PASS')));
header('Content-Type: application/json');
echo json_encode($service->pricesFor($skus));
