// corpus: CWE-798 vulnerable — the SMS gateway service signs every request with an API key and secret written into the class as constants instead of reading them from config or the environment.
<?php

namespace App\Services\Sms;

use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class SmsGateway
{
    private const BASE_URL = 'https://rest.textrelay.example/v2';
    private const API_KEY = 'tr_live_7f3c91d2a4b84e0c';
    private const API_SECRET = 'b9E4kQ2mX7vR1sT8wZ3nL6pY0cH5jD2f';

    public function send(string $to, string $message): bool
    {
        $timestamp = (string) time();
        $payload = json_encode(['to' => $to, 'text' => $message, 'from' => 'ACME']);
        $signature = hash_hmac('sha256', $timestamp . $payload, self::API_SECRET);

        /** @var Response $response */
        $response = Http::withHeaders([
            'X-Api-Key' => self::API_KEY,
            'X-Timestamp' => $timestamp,
            'X-Signature' => $signature,
        ])->withBody($payload, 'application/json')->post(self::BASE_URL . '/messages');

        if ($response->failed()) {
            Log::warning('SMS delivery failed', ['status' => $response->status()]);
            return false;
        }

        return true;
    }
}
