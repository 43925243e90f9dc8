// corpus: CWE-601 vulnerable — the check only requires a leading "/", so a protocol-relative "//evil.example" still leaves the site.
<?php

function safe_target(?string $target): string
{
    if ($target === null || $target === '' || $target[0] !== '/') {
        return '/account';
    }
    return $target;
}

session_start();
$_SESSION['language'] = $_POST['language'] ?? 'en';
header('Location: ' . safe_target($_POST['return_to'] ?? null), true, 303);
exit;
