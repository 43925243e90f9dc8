// corpus: CWE-918 vulnerable — the url parameter is fetched server-side with file_get_contents to build a link preview.
<?php

function page_title(string $html): ?string
{
    return preg_match('/<title>(.*?)<\/title>/is', $html, $m) ? trim(html_entity_decode($m[1])) : null;
}

$url = $_GET['url'] ?? '';
if (!filter_var($url, FILTER_VALIDATE_URL)) {
    http_response_code(400);
    exit;
}

$context = stream_context_create(['http' => ['timeout' => 5, 'follow_location' => 1]]);
$html = @file_get_contents($url, false, $context);

header('Content-Type: application/json');
echo json_encode(['url' => $url, 'title' => $html === false ? null : page_title($html)]);
