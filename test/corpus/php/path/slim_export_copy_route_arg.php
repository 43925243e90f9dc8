// corpus: CWE-22 vulnerable — the export name from the query is used as the copy() source path under the exports folder.
<?php

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Slim\Factory\AppFactory;

require __DIR__ . '/../vendor/autoload.php';

$app = AppFactory::create();

$app->post('/exports/share', function (ServerRequestInterface $request, ResponseInterface $response) {
    $name = $request->getQueryParams()['name'] ?? '';
    $source = __DIR__ . '/../var/exports/' . $name;
    $shared = __DIR__ . '/../public/shared/' . bin2hex(random_bytes(8)) . '.csv';

    if (!copy($source, $shared)) {
        return $response->withStatus(404);
    }
    $response->getBody()->write(json_encode(['url' => '/shared/' . basename($shared)]));
    return $response->withHeader('Content-Type', 'application/json');
});

$app->run();
