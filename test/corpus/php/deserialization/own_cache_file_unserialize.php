// corpus: CWE-502 safe — unserialize reads a cache file at a fixed path that only this application writes from its own data.
<?php

final class ExchangeRateCache
{
    private const FILE = __DIR__ . '/var/cache/exchange-rates.ser';
    private const TTL = 3600;

    public function get(callable $refresh): array
    {
        if (is_file(self::FILE) && filemtime(self::FILE) > time() - self::TTL) {
            $rates = unserialize((string) file_get_contents(self::FILE));
            if (is_array($rates)) {
                return $rates;
            }
        }
        $rates = $refresh();
        file_put_contents(self::FILE, serialize($rates), LOCK_EX);
        return $rates;
    }
}

$cache = new ExchangeRateCache();
$rates = $cache->get(fn () => ['EUR' => 1.0, 'USD' => 1.08, 'GBP' => 0.85]);
$currency = $_GET['currency'] ?? 'EUR';
header('Content-Type: application/json');
echo json_encode(['currency' => $currency, 'rate' => $rates[$currency] ?? null]);
