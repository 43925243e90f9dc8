// corpus: CWE-22 safe — the stylesheet is read from the configured "active" theme entry, not the "preview" entry taken from the query.
<?php
$settings = json_decode(file_get_contents(__DIR__ . '/config/theme.json'), true);

$themes = [
    'active' => $settings['active_theme'] ?? 'default',
    'preview' => $_GET['theme'] ?? null,
];

$css = file_get_contents(__DIR__ . '/themes/' . $themes['active'] . '/style.css');

header('Content-Type: text/css');
if ($themes['preview'] !== null) {
    header('X-Theme-Preview: ignored');
}
echo $css;
