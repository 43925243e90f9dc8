// corpus: CWE-502 vulnerable — the raw php://input request body of the import endpoint is passed straight to unserialize.
<?php
require __DIR__ . '/vendor/autoload.php';

header('Content-Type: application/json');

if (($_SERVER['CONTENT_TYPE'] ?? '') !== 'application/x-php-serialized') {
    http_response_code(415);
    echo json_encode(['error' => 'unsupported media type']);
    exit;
}

$records = unserialize(file_get_contents('php://input'));
if (!is_array($records)) {
    http_response_code(400);
    echo json_encode(['error' => 'expected a list']);
    exit;
}

$imported = 0;
foreach ($records as $record) {
    if (isset($record['sku'], $record['stock'])) {
        $imported++;
    }
}
echo json_encode(['imported' => $imported]);
