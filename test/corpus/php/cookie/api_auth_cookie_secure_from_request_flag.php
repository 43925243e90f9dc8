// corpus: CWE-614 vulnerable — the auth cookie's secure flag is off unless the client sends ?https=1, so normally it travels in clear text.
<?php

function auth_cookie_options(bool $secure): array
{
    return [
        'expires' => 0,
        'path' => '/',
        'secure' => $secure,
        'httponly' => true,
        'samesite' => 'Strict',
    ];
}

$token = bin2hex(random_bytes(24));
file_put_contents(__DIR__ . '/var/tokens/' . $token, (string) time());
setcookie('crm_auth', $token, auth_cookie_options(($_GET['https'] ?? '0') === '1'));
echo json_encode(['ok' => true]);
