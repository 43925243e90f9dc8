// corpus: CWE-117 vulnerable — the search term is concatenated into the Monolog message and the LineFormatter is set to keep inline line breaks.
<?php

use Monolog\Formatter\LineFormatter;
use Monolog\Handler\StreamHandler;
use Monolog\Logger;
use Psr\Log\LoggerInterface;

final class ProductSearch
{
    public function __construct(private PDO $db, private LoggerInterface $logger)
    {
    }

    public function run(string $term): array
    {
        $this->logger->info('catalog search: ' . $term);
        $stmt = $this->db->prepare('SELECT sku, name FROM products WHERE name LIKE ? LIMIT 20');
        $stmt->execute(['%' . $term . '%']);
        return $stmt->fetchAll(PDO::FETCH_ASSOC);
    }
}

$handler = new StreamHandler(__DIR__ . '/var/log/search.log');
// keep multi-line stack traces readable in the file
$handler->setFormatter(new LineFormatter(null, 'Y-m-d H:i:s', true, true));
$logger = new Logger('shop');
$logger->pushHandler($handler);
$search = new ProductSearch(new PDO('sqlite:' . __DIR__ . '/shop.sqlite'), $logger);

header('Content-Type: application/json');
echo json_encode($search->run($_GET['q'] ?? ''));
