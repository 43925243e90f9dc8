// corpus: CWE-98 safe — the include uses the "lang" entry set from the site configuration, not the "requested" entry copied from the query.
<?php
$site = parse_ini_file(__DIR__ . '/site.ini');

$locale = [
    'requested' => $_GET['lang'] ?? '',
    'lang' => $site['default_language'] ?? 'en',
];

$strings = require __DIR__ . '/i18n/' . $locale['lang'] . '.php';

if ($locale['requested'] !== '' && $locale['requested'] !== $locale['lang']) {
    echo '<p class="notice">' . htmlspecialchars($strings['only_default_available']) . '</p>';
}
echo '<h1>' . htmlspecialchars($strings['title']) . '</h1>';
