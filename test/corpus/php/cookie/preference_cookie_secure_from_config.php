// corpus: CWE-614 safe — the cookie options array is built from a constant set where secure is true; only the value comes from input.
<?php
const COOKIE_DEFAULTS = [
    'path' => '/',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Lax',
];

function remember_layout(string $layout): void
{
    $layout = in_array($layout, ['grid', 'list'], true) ? $layout : 'grid';
    setcookie('catalog_layout', $layout, COOKIE_DEFAULTS + ['expires' => time() + 31536000]);
}

remember_layout($_GET['layout'] ?? 'grid');
header('Location: /catalog.php');
