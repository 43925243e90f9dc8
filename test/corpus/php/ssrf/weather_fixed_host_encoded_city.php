// corpus: CWE-918 safe — the request only fills a rawurlencoded path segment of a fixed https host, so it cannot change where the call goes.
<?php

use GuzzleHttp\Client;

final class WeatherService
{
    private Client $client;

    public function __construct(private string $apiKey)
    {
        $this->client = new Client(['base_uri' => 'https://api.weather.example', 'timeout' => 4]);
    }

    public function forecast(string $city): array
    {
        $response = $this->client->get('/v2/forecast/' . rawurlencode($city), [
            'query' => ['key' => $this->apiKey, 'days' => 3],
        ]);
        return json_decode((string) $response->getBody(), true) ?? [];
    }
}

$service = new WeatherService(getenv('WEATHER_API_KEY') ?: '');
header('Content-Type: application/json');
echo json_encode($service->forecast($_GET['city'] ?? 'Lisbon'));
