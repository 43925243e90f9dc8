// corpus: CWE-295 vulnerable — the payment gateway client turns off CURLOPT_SSL_VERIFYPEER and CURLOPT_SSL_VERIFYHOST, so card charges are sent over a TLS connection whose certificate is never checked.
<?php

declare(strict_types=1);

final class PaymentGatewayClient
{
    private const ENDPOINT = 'https://api.paygate-europe.com/v2/charges';

    public function __construct(private string $merchantId, private string $apiKey)
    {
    }

    public function charge(string $cardToken, int $amountCents, string $currency, string $reference): array
    {
        $ch = curl_init(self::ENDPOINT);
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => 20,
            CURLOPT_HTTPHEADER => [
                'Content-Type: application/json',
                'Authorization: Bearer ' . $this->apiKey,
                'X-Merchant-Id: ' . $this->merchantId,
            ],
            CURLOPT_POSTFIELDS => json_encode([
                'source' => $cardToken,
                'amount' => $amountCents,
                'currency' => $currency,
                'reference' => $reference,
            ]),
            // intermediate cert missing on the staging proxy
            CURLOPT_SSL_VERIFYPEER => false,
            CURLOPT_SSL_VERIFYHOST => 0,
        ]);

        $body = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        $error = curl_error($ch);
        curl_close($ch);

        if ($body === false) {
            throw new RuntimeException('Gateway unreachable: ' . $error);
        }

        $decoded = json_decode($body, true) ?? [];
        $decoded['http_status'] = $status;
        return $decoded;
    }
}

session_start();
$orderId = (int) ($_SESSION['order_id'] ?? 0);
$total = (int) ($_SESSION['order_total_cents'] ?? 0);
if ($orderId === 0 || $_SERVER['REQUEST_METHOD'] !== 'POST') {
    header('Location: /cart');
    exit;
}

$client = new PaymentGatewayClient(getenv('PAYGATE_MERCHANT'), getenv('PAYGATE_KEY'));
$result = $client->charge((string) ($_POST['card_token'] ?? ''), $total, 'EUR', 'order-' . $orderId);

if (($result['status'] ?? '') === 'succeeded') {
    header('Location: /checkout/thanks?order=' . $orderId);
} else {
    header('Location: /checkout/payment?failed=1');
}
