// corpus: CWE-89 vulnerable — fields of the JSON request body are interpolated into an INSERT run by mysqli::query.
<?php
header('Content-Type: application/json');

$payload = json_decode(file_get_contents('php://input'), true);
if (!is_array($payload) || empty($payload['email'])) {
    http_response_code(422);
    echo json_encode(['error' => 'email required']);
    exit;
}

$email = $payload['email'];
$source = $payload['source'] ?? 'footer';

$db = new mysqli('localhost', 'marketing', getenv('MARKETING_DB_PASS'), 'marketing');
$ok = $db->query("INSERT INTO subscribers (email, source, created_at) VALUES ('{$email}', '{$source}', NOW())");

echo json_encode(['subscribed' => (bool) $ok]);
