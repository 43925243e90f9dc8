// corpus: CWE-78 safe — the stored path is passed to file(1) through escapeshellarg after a "--" end-of-options marker.
<?php

function detect_mime(string $path): string
{
    $out = shell_exec('file --brief --mime-type -- ' . escapeshellarg($path));
    return trim((string) $out);
}

$name = $_GET['doc'] ?? '';
$path = __DIR__ . '/documents/' . basename($name);
if (!is_file($path)) {
    http_response_code(404);
    exit;
}

header('Content-Type: application/json');
echo json_encode(['name' => basename($path), 'mime' => detect_mime($path)]);
