// corpus: CWE-918 safe — the health endpoint URL comes from the deployment environment; the query only chooses verbose output.
<?php

function upstream_health(): array
{
    $endpoint = getenv('BILLING_HEALTH_URL') ?: 'http://billing.internal:8080/health';
    $ch = curl_init();
    curl_setopt($ch, CURLOPT_URL, $endpoint);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_TIMEOUT, 2);
    $body = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
    curl_close($ch);
    return ['up' => $code === 200, 'detail' => is_string($body) ? json_decode($body, true) : null];
}

$health = upstream_health();
$verbose = ($_GET['verbose'] ?? '') === '1';
header('Content-Type: application/json');
echo json_encode($verbose ? $health : ['up' => $health['up']]);
