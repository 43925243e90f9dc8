// corpus: CWE-117 safe — the event type from the webhook body is logged via json_encode, which escapes CR and LF as \r and \n.
<?php

final class WebhookReceiver
{
    private const HANDLED = ['payment.succeeded', 'payment.failed', 'refund.created'];

    public function accept(array $event): bool
    {
        $type = (string) ($event['type'] ?? '');
        if (!in_array($type, self::HANDLED, true)) {
            error_log('webhook ignored: ' . json_encode(['type' => $type, 'id' => $event['id'] ?? null]));
            return false;
        }
        file_put_contents(__DIR__ . '/var/inbox/' . bin2hex(random_bytes(8)) . '.json', json_encode($event));
        return true;
    }
}

$event = json_decode((string) file_get_contents('php://input'), true);
if (!is_array($event)) {
    http_response_code(400);
    exit;
}
http_response_code((new WebhookReceiver())->accept($event) ? 202 : 200);
