// corpus: CWE-295 safe — the label API client keeps peer and host verification on and points curl at the company CA bundle; the only "false" in the options is CURLOPT_VERBOSE.
<?php

declare(strict_types=1);

final class ShippingLabelClient
{
    private const ENDPOINT = 'https://labels.parcelhub-europe.com/v1/labels';

    public function __construct(
        private string $apiKey,
        private string $caBundle = '/etc/ssl/certs/company-ca-bundle.pem',
    ) {
    }

    /** @return array{tracking: string, pdf: string} */
    public function create(array $shipment): array
    {
        $ch = curl_init(self::ENDPOINT);
        curl_setopt_array($ch, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => 15,
            CURLOPT_VERBOSE => false,
            CURLOPT_SSL_VERIFYPEER => true,
            CURLOPT_SSL_VERIFYHOST => 2,
            CURLOPT_CAINFO => $this->caBundle,
            CURLOPT_HTTPHEADER => [
                'Content-Type: application/json',
                'X-Api-Key: ' . $this->apiKey,
            ],
            CURLOPT_POSTFIELDS => json_encode($shipment, JSON_THROW_ON_ERROR),
        ]);

        $body = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        $error = curl_error($ch);
        curl_close($ch);

        if ($body === false || $status >= 400) {
            throw new RuntimeException(sprintf('Label API failed (%d): %s', $status, $error));
        }

        $data = json_decode($body, true, 16, JSON_THROW_ON_ERROR);
        return ['tracking' => (string) $data['tracking_number'], 'pdf' => (string) $data['label_pdf']];
    }
}

$orderId = filter_input(INPUT_POST, 'order_id', FILTER_VALIDATE_INT);
if ($orderId === false || $orderId === null) {
    http_response_code(400);
    exit('order_id required');
}

$client = new ShippingLabelClient((string) getenv('PARCELHUB_KEY'));
$label = $client->create([
    'reference' => 'order-' . $orderId,
    'weight_grams' => (int) ($_POST['weight_grams'] ?? 0),
    'service' => 'standard',
]);

header('Content-Type: application/json');
echo json_encode(['tracking' => $label['tracking']]);
