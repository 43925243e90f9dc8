// corpus: CWE-601 safe — the dest parameter only selects one of a few fixed URLs from a map; the value itself is never used as a URL.
<?php
session_start();

const DESTINATIONS = [
    'invoices' => '/billing/invoices.php',
    'profile' => '/account/profile.php',
    'help' => 'https://help.payroll.example/start',
];

function destination_for(string $key): string
{
    return DESTINATIONS[$key] ?? '/index.php';
}

function remember_last_section(string $key): void
{
    if (array_key_exists($key, DESTINATIONS)) {
        $_SESSION['last_section'] = $key;
    }
}

$key = (string) ($_GET['dest'] ?? ($_SESSION['last_section'] ?? ''));
remember_last_section($key);

header('Location: ' . destination_for($key), true, 302);
exit;
