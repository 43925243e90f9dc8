// corpus: CWE-98 safe — the locale must be exactly two lowercase letters before it selects the translation file to include.
<?php

function locale_from_request(array $query, array $cookies): string
{
    foreach ([$query['lang'] ?? null, $cookies['lang'] ?? null] as $candidate) {
        if (is_string($candidate) && preg_match('/^[a-z]{2}$/D', $candidate)) {
            return $candidate;
        }
    }
    return 'en';
}

function load_messages(string $locale): array
{
    $file = __DIR__ . '/lang/' . $locale . '.php';
    if (!is_file($file)) {
        $file = __DIR__ . '/lang/en.php';
    }
    return include $file;
}

$locale = locale_from_request($_GET, $_COOKIE);
$messages = load_messages($locale);
setcookie('lang', $locale, ['expires' => time() + 31536000, 'path' => '/', 'secure' => true, 'samesite' => 'Lax']);
?>
<html lang="<?= $locale ?>">
<body>
  <h1><?= htmlspecialchars($messages['booking.title'] ?? 'Book a table') ?></h1>
</body>
</html>
