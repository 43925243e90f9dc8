// corpus: CWE-614 safe — the positional setcookie call passes true for the secure argument and true for httponly.
<?php
session_start();

function remember_device(int $userId): void
{
    $token = bin2hex(random_bytes(32));
    file_put_contents(__DIR__ . '/var/devices/' . $userId . '.txt', hash('sha256', $token) . "\n", FILE_APPEND | LOCK_EX);
    setcookie('device_token', $token, time() + 60 * 60 * 24 * 90, '/', 'payroll.example', true, true);
}

if (isset($_SESSION['user_id']) && ($_POST['trust_device'] ?? '') === 'yes') {
    remember_device((int) $_SESSION['user_id']);
}
header('Location: /payroll/');
