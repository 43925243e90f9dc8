<?php
$token = bin2hex(random_bytes(32));

// ruleid: php.security.insecure-cookie
setcookie('remember', $token, time() + 86400 * 30, '/', '', false, true);
// ok: php.security.insecure-cookie
setcookie('remember', $token, time() + 86400 * 30, '/', '', true, true);
// ruleid: php.security.insecure-cookie
setcookie('session', $token, ['expires' => 0, 'path' => '/', 'httponly' => true, 'samesite' => 'Lax', 'secure' => true]);
// ok: php.security.insecure-cookie
setcookie('session', $token, ['expires' => 0, 'path' => '/', 'secure' => true, 'httponly' => true]);
// ok: php.security.insecure-cookie
setcookie('session', '', time() - 3600);

$options = ['path' => '/', 'httponly' => true];
// ruleid: php.security.insecure-cookie
setcookie('theme', 'dark', $options);
