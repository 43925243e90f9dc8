// corpus: CWE-78 vulnerable — escapeshellcmd on the whole line still lets a URL like "http://x -o /var/www/html/s.php" add curl options.
<?php

final class AssetMirror
{
    public function __construct(private string $cacheDir)
    {
    }

    public function fetch(string $url): string
    {
        $target = $this->cacheDir . '/' . sha1($url);
        $command = escapeshellcmd('curl -sSL --max-time 10 ' . $url . ' -o ' . $target);
        exec($command, $lines, $status);
        if ($status !== 0) {
            throw new RuntimeException('mirror failed');
        }
        return $target;
    }
}

$mirror = new AssetMirror(__DIR__ . '/cache/mirror');
try {
    $path = $mirror->fetch($_GET['src'] ?? '');
    header('X-Mirror-Path: ' . basename($path));
    readfile($path);
} catch (RuntimeException $e) {
    http_response_code(502);
}
