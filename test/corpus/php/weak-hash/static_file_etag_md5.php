// corpus: CWE-328 safe — md5 of the file contents is used as an HTTP ETag for caching, not for any security decision.
<?php
$file = __DIR__ . '/public/menu-week.json';
$body = (string) file_get_contents($file);
$etag = '"' . md5($body) . '"';

header('ETag: ' . $etag);
header('Cache-Control: public, max-age=60');

if (trim($_SERVER['HTTP_IF_NONE_MATCH'] ?? '') === $etag) {
    http_response_code(304);
    exit;
}
header('Content-Type: application/json');
echo $body;
