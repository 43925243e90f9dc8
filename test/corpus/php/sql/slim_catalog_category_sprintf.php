// corpus: CWE-89 vulnerable — the category query parameter is formatted into the SQL with sprintf %s and run with PDO::query.
<?php

use Psr\Http\Message\ResponseInterface as Response;
use Psr\Http\Message\ServerRequestInterface as Request;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();
$pdo = new PDO('sqlite:' . __DIR__ . '/../data/catalog.sqlite');

$app->get('/catalog', function (Request $request, Response $response) use ($pdo) {
    $params = $request->getQueryParams();
    $category = $params['category'] ?? 'all';

    $sql = sprintf("SELECT sku, title, price FROM items WHERE category = '%s' ORDER BY title", $category);
    $items = $pdo->query($sql)->fetchAll(PDO::FETCH_ASSOC);

    $response->getBody()->write(json_encode($items));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
