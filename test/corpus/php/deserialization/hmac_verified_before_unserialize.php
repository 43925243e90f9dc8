// corpus: CWE-502 safe — the cookie must carry a valid HMAC under a server-side key, checked with hash_equals, before unserialize runs.
<?php

final class SignedCookie
{
    public function __construct(private string $key)
    {
    }

    public function encode(array $value): string
    {
        $payload = base64_encode(serialize($value));
        return $payload . '.' . hash_hmac('sha256', $payload, $this->key);
    }

    public function decode(?string $cookie): ?array
    {
        if ($cookie === null || !str_contains($cookie, '.')) {
            return null;
        }
        [$payload, $mac] = explode('.', $cookie, 2);
        if (!hash_equals(hash_hmac('sha256', $payload, $this->key), $mac)) {
            return null;
        }
        $value = unserialize(base64_decode($payload));
        return is_array($value) ? $value : null;
    }
}

$key = getenv('COOKIE_SIGNING_KEY');
if ($key === false || strlen($key) < 32) {
    throw new RuntimeException('COOKIE_SIGNING_KEY is not configured');
}
$cookies = new SignedCookie($key);
$recent = $cookies->decode($_COOKIE['recent_patients'] ?? null) ?? [];
echo count($recent) . ' recently viewed patients';
