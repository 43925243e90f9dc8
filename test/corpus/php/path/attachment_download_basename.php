// corpus: CWE-22 safe — basename() strips every directory component, so only files directly inside the attachments folder are read.
<?php

const ATTACHMENT_DIR = __DIR__ . '/uploads/attachments/';

function content_type_for(string $file): string
{
    return match (strtolower(pathinfo($file, PATHINFO_EXTENSION))) {
        'pdf' => 'application/pdf',
        'png' => 'image/png',
        'jpg', 'jpeg' => 'image/jpeg',
        default => 'application/octet-stream',
    };
}

function attachment_path(string $requested): ?string
{
    $name = basename($requested);
    if ($name === '' || $name === '.' || $name === '..') {
        return null;
    }
    $path = ATTACHMENT_DIR . $name;
    return is_file($path) ? $path : null;
}

$path = attachment_path($_GET['file'] ?? '');
if ($path === null) {
    http_response_code(404);
    exit('Not found');
}

header('Content-Type: ' . content_type_for($path));
header('Content-Disposition: attachment; filename="' . rawurlencode(basename($path)) . '"');
readfile($path);
