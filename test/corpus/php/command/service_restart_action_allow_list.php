// corpus: CWE-78 safe — the requested service is looked up in a fixed map and only the mapped constant command string is executed.
<?php
session_start();
if (empty($_SESSION['is_ops'])) {
    http_response_code(403);
    exit;
}

const RESTART_COMMANDS = [
    'web' => 'sudo /bin/systemctl restart nginx',
    'queue' => 'sudo /bin/systemctl restart app-worker',
    'cache' => 'sudo /bin/systemctl restart redis-server',
];

$service = $_POST['service'] ?? '';
if (!array_key_exists($service, RESTART_COMMANDS)) {
    http_response_code(400);
    exit('unknown service');
}

exec(RESTART_COMMANDS[$service], $out, $status);
header('Content-Type: application/json');
echo json_encode(['service' => $service, 'ok' => $status === 0]);
