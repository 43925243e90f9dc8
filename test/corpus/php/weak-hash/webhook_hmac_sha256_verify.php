// corpus: CWE-328 safe — the webhook signature is verified with hash_hmac('sha256') under a secret and compared with hash_equals.
<?php

final class WebhookVerifier
{
    public function __construct(private string $secret)
    {
    }

    public function isValid(string $payload, string $header): bool
    {
        $expected = 'sha256=' . hash_hmac('sha256', $payload, $this->secret);
        return hash_equals($expected, $header);
    }
}

$payload = file_get_contents('php://input');
$verifier = new WebhookVerifier(getenv('PAYMENTS_WEBHOOK_SECRET'));
if (!$verifier->isValid($payload, $_SERVER['HTTP_X_SIGNATURE'] ?? '')) {
    http_response_code(401);
    exit;
}
$event = json_decode($payload, true);
file_put_contents(__DIR__ . '/var/events/' . bin2hex(random_bytes(8)) . '.json', json_encode($event));
http_response_code(204);
