// corpus: CWE-22 vulnerable — the file parameter is appended to the uploads directory and read with file_get_contents unchecked.
<?php
session_start();

const ATTACHMENT_DIR = __DIR__ . '/uploads/attachments/';

function content_type_for(string $file): string
{
    $type = @mime_content_type($file);
    return is_string($type) ? $type : 'application/octet-stream';
}

function load_attachment(string $name): ?string
{
    if ($name === '' || !is_file(ATTACHMENT_DIR . $name)) {
        return null;
    }
    $data = file_get_contents(ATTACHMENT_DIR . $name);
    return $data === false ? null : $data;
}

if (!isset($_SESSION['user_id'])) {
    http_response_code(401);
    exit;
}

$name = $_GET['file'] ?? '';
$data = load_attachment($name);
if ($data === null) {
    http_response_code(404);
    exit('Not found');
}

header('Content-Type: ' . content_type_for(ATTACHMENT_DIR . $name));
header('Content-Disposition: attachment; filename="' . rawurlencode(basename($name)) . '"');
echo $data;
