// corpus: CWE-502 vulnerable — the HMAC is checked only when a signature is sent, so omitting the sig cookie reaches unserialize.
<?php
require __DIR__ . '/vendor/autoload.php';

final class PreferenceCookie
{
    public function __construct(private string $key)
    {
    }

    public function read(array $cookies): array
    {
        $data = $cookies['prefs'] ?? null;
        if ($data === null) {
            return [];
        }
        $sig = $cookies['prefs_sig'] ?? null;
        if ($sig !== null && !hash_equals(hash_hmac('sha256', $data, $this->key), $sig)) {
            return [];
        }
        $value = unserialize(base64_decode($data));
        return is_array($value) ? $value : [];
    }
}

$prefs = (new PreferenceCookie(getenv('APP_KEY') ?: 'dev-key'))->read($_COOKIE);
$currency = $prefs['currency'] ?? 'EUR';
echo 'Prices shown in ' . htmlspecialchars((string) $currency);
