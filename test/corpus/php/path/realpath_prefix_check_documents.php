// corpus: CWE-22 safe — the resolved realpath must start with the documents root plus a separator before the file is served.
<?php

final class DocumentLocator
{
    private string $root;

    public function __construct(string $root)
    {
        $this->root = rtrim(realpath($root) ?: $root, DIRECTORY_SEPARATOR) . DIRECTORY_SEPARATOR;
    }

    public function locate(string $relative): ?string
    {
        $real = realpath($this->root . $relative);
        if ($real === false || !str_starts_with($real, $this->root) || !is_file($real)) {
            return null;
        }
        return $real;
    }
}

$locator = new DocumentLocator(__DIR__ . '/storage/clinic-documents');
$path = $locator->locate($_GET['doc'] ?? '');
if ($path === null) {
    http_response_code(404);
    exit;
}
header('Content-Type: ' . (mime_content_type($path) ?: 'application/octet-stream'));
readfile($path);
