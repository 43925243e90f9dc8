// corpus: CWE-614 safe — the session token cookie is set with 'secure' => true together with httponly and samesite.
<?php

final class SessionCookie
{
    public const NAME = '__Host-session';

    public static function send(string $token, int $ttl = 28800): void
    {
        setcookie(self::NAME, $token, [
            'expires' => time() + $ttl,
            'path' => '/',
            'secure' => true,
            'httponly' => true,
            'samesite' => 'Lax',
        ]);
    }

    public static function clear(): void
    {
        setcookie(self::NAME, '', ['expires' => 1, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
    }
}

if (($_GET['action'] ?? '') === 'logout') {
    SessionCookie::clear();
} else {
    SessionCookie::send(bin2hex(random_bytes(32)));
}
