// corpus: CWE-328 vulnerable — download links are authenticated with md5(secret . path), a weak keyed hash open to length extension.
<?php

final class DownloadSigner
{
    public function __construct(private string $secret)
    {
    }

    public function sign(string $path, int $expires): string
    {
        return md5($this->secret . $path . $expires);
    }

    public function verify(string $path, int $expires, string $signature): bool
    {
        return $expires > time() && hash_equals($this->sign($path, $expires), $signature);
    }
}

$signer = new DownloadSigner(getenv('DOWNLOAD_SECRET') ?: 'change-me');
$path = $_GET['path'] ?? '';
if (!$signer->verify($path, (int) ($_GET['e'] ?? 0), $_GET['sig'] ?? '')) {
    http_response_code(403);
    exit;
}
header('X-Accel-Redirect: /protected/' . ltrim($path, '/'));
