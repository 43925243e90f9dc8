// corpus: CWE-614 vulnerable — the remember-me token cookie is set with positional arguments where the secure flag is false.
<?php

final class RememberMe
{
    private const COOKIE = 'remember_token';
    private const LIFETIME = 2592000;

    public function __construct(private PDO $db)
    {
    }

    public function remember(int $userId): void
    {
        $selector = bin2hex(random_bytes(9));
        $validator = bin2hex(random_bytes(32));
        $this->db->prepare('INSERT INTO auth_tokens (selector, hashed_validator, user_id, expires) VALUES (?, ?, ?, ?)')
            ->execute([$selector, hash('sha256', $validator), $userId, time() + self::LIFETIME]);

        setcookie(self::COOKIE, $selector . ':' . $validator, time() + self::LIFETIME, '/', '', false, true);
    }
}

session_start();
if (isset($_SESSION['user_id']) && !empty($_POST['remember_me'])) {
    (new RememberMe(new PDO('sqlite:' . __DIR__ . '/shop.sqlite')))->remember((int) $_SESSION['user_id']);
}
