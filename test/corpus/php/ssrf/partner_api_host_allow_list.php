// corpus: CWE-918 safe — the URL must be https on port 443 with a host in a strict allow-list before cURL requests it.
<?php

final class PartnerCatalogClient
{
    private const HOSTS = ['catalog.supplier-one.example', 'feeds.supplier-two.example'];

    public static function isAllowed(string $url): bool
    {
        $parts = parse_url($url);
        return is_array($parts)
            && ($parts['scheme'] ?? '') === 'https'
            && in_array($parts['host'] ?? '', self::HOSTS, true)
            && !isset($parts['user'])
            && !isset($parts['pass'])
            && !str_contains($url, '\\')
            && in_array($parts['port'] ?? 443, [443], true);
    }

    public function get(string $url): ?string
    {
        if (!self::isAllowed($url)) {
            return null;
        }
        $ch = curl_init($url);
        curl_setopt_array($ch, [
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_FOLLOWLOCATION => false,
            CURLOPT_PROTOCOLS => CURLPROTO_HTTPS,
            CURLOPT_TIMEOUT => 10,
        ]);
        $body = curl_exec($ch);
        curl_close($ch);
        return is_string($body) ? $body : null;
    }
}

$body = (new PartnerCatalogClient())->get($_GET['feed'] ?? '');
header('Content-Type: application/json');
echo $body ?? json_encode(['error' => 'feed not allowed']);
